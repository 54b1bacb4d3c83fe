import { type FormEvent, useState } from 'react';
import type { ApiAddress } from '../../../shared/api/address';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/input-classes';
import { ActionOutcome } from './action-message';
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

/**
 * For an order that needs attention: send it to the print partner again as it is, or with its
 * address fixed first (the partner refused the one the shopper typed). The server checks the
 * address with the checkout's rules and says what is wrong.
 */
export function ResubmitPanel({ order }: { order: AdminOrderDetail }) {
  const [fixing, setFixing] = useState(false);
  const [address, setAddress] = useState<ApiAddress>(order.shipping_address);
  const action = useOrderAction(order.id, () => setFixing(false));
  // Once sent, the controls go and the outcome stays.
  if (order.status !== 'needs_attention') return <ActionOutcome message={action.message} />;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    action.run({
      action: 'resubmit',
      done: 'Resubmit: done. Sent to the print partner again.',
      body: fixing ? { address } : {},
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={action.pending} onClick={() => send()}>
          Resubmit to partner
        </Button>
        {!order.partner.order_id && (
          <Button variant="outline" onClick={() => setFixing((open) => !open)}>
            {fixing ? 'Keep the address' : 'Fix the address'}
          </Button>
        )}
      </div>
      {fixing && (
        <form onSubmit={send} aria-label="Fix the address" className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map(([field, label]) => (
            <label key={field} className="flex flex-col gap-1 text-sm">
              {label}
              <input
                value={address[field]}
                onChange={(event) => setAddress({ ...address, [field]: event.target.value })}
                className={inputClasses}
              />
            </label>
          ))}
          <Button
            type="submit"
            disabled={action.pending}
            className="sm:col-span-2 sm:justify-self-start"
          >
            {action.pending ? 'Working...' : 'Save the address and resubmit'}
          </Button>
        </form>
      )}
      <ActionOutcome message={action.message} />
    </div>
  );
}
