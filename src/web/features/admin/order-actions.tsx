import { useState } from 'react';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { Button } from '../../ui/button';
import { ActionOutcome } from './action-message';
import { CancelPanel } from './cancel-panel';
import { RefundForm } from './refund-form';
import { ResubmitPanel } from './resubmit-panel';
import { useOrderAction } from './use-order-action';

/** What the owner may do to the whole order; a line's reprint sits with the line. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
      <h3 id="actions-heading" className="font-semibold">
        Actions
      </h3>
      <RefundForm order={order} />
      <ResubmitPanel order={order} />
      <CancelPanel order={order} />
      <ResendConfirmation order={order} />
    </section>
  );
}

/** The confirmation again, saying where the order now stands; asked once more first. */
function ResendConfirmation({ order }: { order: AdminOrderDetail }) {
  const [asking, setAsking] = useState(false);
  const action = useOrderAction(order.id, () => setAsking(false));
  return (
    <div className="flex flex-col gap-2">
      {asking ? (
        <div role="alertdialog" aria-label="Confirm" className="rounded-xl bg-sand p-4">
          <p className="font-semibold">
            E-mail the shopper their confirmation again, with where the order now stands?
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              disabled={action.pending}
              onClick={() => action.run({ action: 'resend-confirmation', done: 'Resend: done.' })}
            >
              {action.pending ? 'Working...' : 'Yes, resend'}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              No
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
          Resend confirmation
        </Button>
      )}
      <ActionOutcome message={action.message} />
    </div>
  );
}
