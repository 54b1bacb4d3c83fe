import { AlertTriangle, Info, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { Card } from '../../../ui/card';
import { ShippingErrorNotice } from './shipping-error-notice';
import type { ShippingFailure } from './shipping-errors';

export type ShippingMethodsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | ({ kind: 'error' } & ShippingFailure)
  /** The server refused the address's ZIP for its state; the address form shows `message`. */
  | { kind: 'zip-refused'; message: string }
  | { kind: 'ready'; methods: ApiShippingMethod[] };

// The radio list and its Radix code load with the first quote, not with the checkout page.
const loadList = () => import('./shipping-method-list');
const ShippingMethodList = lazy(async () => ({ default: (await loadList()).ShippingMethodList }));

/** 'Shipping Methods': the partner's quotes for the address, as a radio list (SPEC §2). */
export function ShippingMethodPicker({
  state,
  selectedId,
  onSelect,
  notice = null,
}: {
  state: ShippingMethodsState;
  selectedId: number | null;
  onSelect: (method: ApiShippingMethod) => void;
  /** Why the method chosen earlier is no longer chosen. */
  notice?: string | null;
}) {
  const methods = state.kind === 'ready' ? state.methods : [];
  // Fetched while the quote runs, so the list is there when the methods are.
  useEffect(() => {
    if (state.kind !== 'idle') void loadList();
  }, [state.kind]);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 id="shipping-methods-title" className="text-xl font-semibold">
        Shipping Methods
      </h2>
      {state.kind === 'loading' && (
        <p className="flex items-center gap-2 text-ink-muted" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Calculating shipping methods...
        </p>
      )}
      {state.kind === 'error' && <ShippingErrorNotice view={state.view} message={state.message} />}
      {notice && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-gold-soft p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {notice}
        </p>
      )}
      {(state.kind === 'idle' ||
        state.kind === 'zip-refused' ||
        (state.kind === 'ready' && methods.length === 0)) && (
        <p className="text-ink-muted">
          Enter your shipping address to see available shipping methods.
        </p>
      )}
      {methods.length > 0 && (
        <Suspense fallback={null}>
          <ShippingMethodList methods={methods} selectedId={selectedId} onSelect={onSelect} />
        </Suspense>
      )}
      <p className="flex items-start gap-2 text-xs text-ink-muted">
        <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        Shipping costs depend on your location and what is in your order. Delivery times are
        estimates.
      </p>
    </Card>
  );
}
