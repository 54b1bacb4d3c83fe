import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { formatCents } from '../../../shared/money';
import { Button } from '../../ui/button';
import { ActionOutcome, Choice, ReasonField } from './action-message';
import { useOrderAction } from './use-order-action';

/**
 * "Cancel order", offered only while the print partner can still cancel: it cancels there,
 * gives back all that is left (on unless unticked, the amount shown) and e-mails the shopper
 * once. The key chosen when the panel opens makes a double click cancel and refund once.
 */
export function CancelPanel({ order }: { order: AdminOrderDetail }) {
  const left = order.total_amount - order.amount_refunded;
  const [open, setOpen] = useState(false);
  const { register, handleSubmit } = useForm({
    defaultValues: { refund: true, notify: true, reason: '' },
  });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = useOrderAction(order.id, () => setOpen(false));
  if (!order.can_cancel) return <ActionOutcome message={action.message} />;

  const cancel = handleSubmit(({ refund, notify, reason }) =>
    action.run({
      action: 'cancel',
      done: refund && left > 0 ? `Cancelled and refunded ${formatCents(left)}.` : 'Cancelled.',
      body: {
        refund,
        notify,
        ...(reason.trim() && { reason: reason.trim() }),
        idempotency_key: key,
      },
    }),
  );

  return (
    <div className="flex flex-col gap-3">
      {!open && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            setKey(crypto.randomUUID());
            setOpen(true);
          }}
        >
          Cancel order
        </Button>
      )}
      {open && (
        <div role="alertdialog" aria-label="Cancel the order" className="rounded-xl bg-sand p-4">
          <p className="font-semibold">
            Cancel order {order.display_id} at the print partner? It will not be printed or sent.
          </p>
          <div className="mt-2 flex flex-col">
            {left > 0 && (
              <Choice
                label={`Refund ${formatCents(left)} to the shopper’s card`}
                {...register('refund')}
              />
            )}
            <Choice label="E-mail the shopper (one e-mail)" {...register('notify')} />
          </div>
          <ReasonField className="mt-2" {...register('reason')} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="destructive" disabled={action.pending} onClick={cancel}>
              {action.pending ? 'Working...' : 'Yes, cancel'}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              No, keep it
            </Button>
          </div>
        </div>
      )}
      <ActionOutcome message={action.message} />
    </div>
  );
}
