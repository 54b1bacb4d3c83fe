import type { ShippingFailure } from './shipping-errors';

/** The picker's three explanations of a failed quote (SPEC §8 Shipping). */
export function ShippingErrorNotice({ view, message }: ShippingFailure) {
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-xl bg-destructive/10 p-4 text-sm">
      {view === 'no-methods' && (
        <>
          <p className="font-semibold">No shipping methods available</p>
          <p>
            These products are not available for shipping to this location. The address may be
            outside our partner's coverage, there may be regional restrictions, or the provider does
            not serve it. Please try another address or contact support.
          </p>
        </>
      )}
      {view === 'unavailable' && (
        <>
          <p className="font-semibold">Shipping calculation is temporarily unavailable.</p>
          <p>Please try again in a few minutes. If the problem persists, contact support.</p>
        </>
      )}
      {view === 'other' && (
        <>
          <p className="font-semibold">{message}</p>
          <p>Please ensure your shipping address is complete and try again.</p>
        </>
      )}
    </div>
  );
}
