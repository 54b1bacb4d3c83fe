import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/input-classes';
import { ActionOutcome, Choice, ReasonField } from './action-message';
import { useOrderAction } from './use-order-action';

/**
 * "Reprint" on a line that reached the shopper: a free replacement, sent by the partner to the
 * order's address, with the reason kept and (unless unticked) the shopper told.
 */
export function ReprintPanel({ order, index }: { order: AdminOrderDetail; index: number }) {
  const line = order.lines[index];
  const [open, setOpen] = useState(false);
  const { register, handleSubmit } = useForm({
    defaultValues: { reason: '', quantity: line?.quantity ?? 1, notify: true },
  });
  const action = useOrderAction(order.id, () => setOpen(false));
  if (!line?.can_reprint) return null;

  const send = handleSubmit(({ reason, quantity, notify }) => {
    if (!reason.trim()) {
      action.setMessage({
        error: true,
        text: 'Say why it is reprinted, such as “arrived damaged”.',
      });
      return;
    }
    action.run({
      action: `lines/${index}/reprint`,
      done: 'Replacement sent to the print partner, at no charge.',
      body: { reason: reason.trim(), quantity, notify },
    });
  });

  return (
    <div className="flex flex-col gap-2">
      {!open && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
          Reprint
        </Button>
      )}
      {open && (
        <form
          onSubmit={send}
          aria-label={`Reprint ${line.title}`}
          className="flex flex-col gap-2 rounded-xl bg-sand p-3"
        >
          <p className="font-semibold">Send a free replacement of {line.title}?</p>
          <ReasonField label="Reason" {...register('reason')} />
          {line.quantity > 1 && (
            <label className="flex flex-col gap-1">
              How many
              <select {...register('quantity', { valueAsNumber: true })} className={inputClasses}>
                {Array.from({ length: line.quantity }, (_, n) => n + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Choice label="E-mail the shopper" {...register('notify')} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={action.pending}>
              {action.pending ? 'Working...' : 'Send replacement'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              No
            </Button>
          </div>
        </form>
      )}
      <ActionOutcome message={action.message} />
    </div>
  );
}
