import { Loader2 } from 'lucide-react';

/** Full-screen while the order is made (SPEC §2): nothing to click, nothing to close. */
export function OrderOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="order-overlay-title"
      aria-describedby="order-overlay-text"
      className="fixed inset-0 z-50 grid place-items-center bg-canvas/85 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-md flex-col items-center gap-4 rounded-3xl bg-paper p-8 text-center shadow-xl">
        <Loader2 className="size-12 animate-spin text-primary" aria-hidden />
        <h2 id="order-overlay-title" className="text-2xl font-semibold">
          Processing Your Order
        </h2>
        <p id="order-overlay-text" className="text-ink-muted">
          Please don't close this window while we create your order and send it to our print
          partner.
        </p>
      </div>
    </div>
  );
}
