import { Toaster as Sonner } from 'sonner';

/** Toasts sit this far down: under the fixed nav bar (h-16), with a gap. */
const BELOW_NAV_BAR = 'calc(4rem + 0.5rem)';

/**
 * The one place toasts appear; mounted once by the app. They drop in just under the navigation
 * bar, never over it, and away from the buttons at the bottom of a phone's screen ('Add to
 * Cart'), which a toast there would hide for seconds. A phone swipes a toast away rather than
 * aiming at the small close button, and its action button is a full fingertip tall.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={{ top: BELOW_NAV_BAR }}
      mobileOffset={{ top: BELOW_NAV_BAR }}
      richColors
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans rounded-xl! border-line! shadow-soft!',
          title: 'font-semibold',
          closeButton: 'max-md:hidden!',
          actionButton: 'max-md:h-11! max-md:px-4!',
        },
      }}
    />
  );
}
