import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiAddress } from '../../../shared/api/address';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/input-classes';
import { ActionOutcome } from './action-message';
import { type LineChoices, LineOptionFields } from './line-option-fields';
import { useOrderAction } from './use-order-action';

const FIELDS: [keyof ApiAddress, string][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['address1', 'Address'],
  ['address2', 'Apartment, suite (optional)'],
  ['city', 'City'],
  ['region', 'State'],
  ['zip', 'ZIP code'],
  ['country', 'Country'],
  ['phone', 'Phone (optional)'],
];

/** What the owner may change before the order goes again. */
interface Fixes {
  address: ApiAddress;
  lines: LineChoices;
}

const sameAddress = (a: ApiAddress, b: ApiAddress) =>
  FIELDS.every(([field]) => a[field].trim() === b[field].trim());

/**
 * For an order that needs attention: send it to the print partner again as it is, or fixed
 * first: the address (the partner refused the one the shopper typed) or a product's option (a
 * size or colour the partner no longer makes). The server checks both and says what is wrong;
 * only what the owner changed is sent, so the timeline says what was fixed.
 */
export function ResubmitPanel({ order }: { order: AdminOrderDetail }) {
  const [fixing, setFixing] = useState(false);
  const { register, handleSubmit, watch, setValue, getValues } = useForm<Fixes>({
    defaultValues: { address: order.shipping_address, lines: {} },
  });
  const action = useOrderAction(order.id, () => setFixing(false));
  // Once sent, the controls go and the outcome stays.
  if (order.status !== 'needs_attention') return <ActionOutcome message={action.message} />;

  const changed = ({ address, lines: chosen }: Fixes) => {
    const lines = Object.entries(chosen).map(([line, variant]) => ({
      line: Number(line),
      variant_id: variant,
    }));
    return {
      ...(!sameAddress(address, order.shipping_address) && { address }),
      ...(lines.length > 0 && { lines }),
    };
  };
  const send = (fixes: Fixes) =>
    action.run({
      action: 'resubmit',
      done: 'Resubmit: done. Sent to the print partner again.',
      body: fixing ? changed(fixes) : {},
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={action.pending} onClick={() => send(getValues())}>
          Resubmit to partner
        </Button>
        {!order.partner.order_id && (
          <Button variant="outline" onClick={() => setFixing((open) => !open)}>
            {fixing ? 'Keep the order as it is' : 'Fix the order'}
          </Button>
        )}
      </div>
      {fixing && (
        <form
          onSubmit={handleSubmit(send)}
          aria-label="Fix the order"
          className="grid gap-3 sm:grid-cols-2"
        >
          <LineOptionFields
            lines={order.lines}
            chosen={watch('lines')}
            onChange={(lines) => setValue('lines', lines)}
          />
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold">Shipping address</legend>
            {FIELDS.map(([field, label]) => (
              <label key={field} className="flex flex-col gap-1 text-sm">
                {label}
                <input {...register(`address.${field}`)} className={inputClasses} />
              </label>
            ))}
          </fieldset>
          <Button
            type="submit"
            disabled={action.pending}
            className="sm:col-span-2 sm:justify-self-start"
          >
            {action.pending ? 'Working...' : 'Save the changes and resubmit'}
          </Button>
        </form>
      )}
      <ActionOutcome message={action.message} />
    </div>
  );
}
