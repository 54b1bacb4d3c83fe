import { Toaster as Sonner } from 'sonner';

/** The one place toasts appear; mounted once by the app. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans rounded-xl! border-line! shadow-soft!',
          title: 'font-semibold',
        },
      }}
    />
  );
}
