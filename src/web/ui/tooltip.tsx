import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  type ComponentProps,
  createContext,
  type PointerEvent,
  useContext,
  useRef,
  useState,
} from 'react';
import { cn } from './cn';

const OPEN_DELAY_MS = 200;

const OpenState = createContext<{ open: boolean; setOpen: (open: boolean) => void } | null>(null);

/**
 * A tooltip that brings its own provider, so the app shell need not carry the tooltip library
 * for the few pages that show one. Hover and keyboard focus open it as usual; a tap or a click
 * on its trigger opens and closes it too, since a phone has no hover.
 */
export function Tooltip({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <TooltipPrimitive.Provider delayDuration={OPEN_DELAY_MS}>
      <OpenState.Provider value={{ open, setOpen }}>
        <TooltipPrimitive.Root open={open} onOpenChange={setOpen} {...props} />
      </OpenState.Provider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * The element the tooltip describes. A press toggles the tooltip from the state it had when the
 * press began (a touch opens it; a second touch, or a click on an open one, closes it). A touch
 * acts on its lift, as a disabled control inside the trigger swallows the click that follows.
 */
export function TooltipTrigger({
  onPointerDown,
  onPointerUp,
  onClick,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const state = useContext(OpenState);
  const openAtPress = useRef<boolean | null>(null);
  const handledTouch = useRef(false);
  const press = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    openAtPress.current = state?.open ?? false;
    handledTouch.current = false;
  };
  const lift = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerUp?.(event);
    if (!state || event.pointerType === 'mouse') return;
    state.setOpen(!(openAtPress.current ?? state.open));
    handledTouch.current = true;
  };
  return (
    <TooltipPrimitive.Trigger
      onPointerDown={press}
      onPointerUp={lift}
      onClick={(event) => {
        onClick?.(event);
        if (!state) return;
        // Radix closes the tooltip on every click; the press decides instead.
        event.preventDefault();
        if (!handledTouch.current) state.setOpen(!(openAtPress.current ?? state.open));
        openAtPress.current = null;
        handledTouch.current = false;
      }}
      {...props}
    />
  );
}

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs animate-fade-in rounded-lg bg-ink px-3 py-1.5 text-xs leading-relaxed text-canvas shadow-soft',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
