/** Stands in for the card form while its code downloads. */
export function PaymentFormLoading() {
  return (
    <p
      role="status"
      className="h-40 animate-pulse rounded-xl bg-sand/60 p-4 text-sm text-ink-muted"
    >
      Loading payment form...
    </p>
  );
}
