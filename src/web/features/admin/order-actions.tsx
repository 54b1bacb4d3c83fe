import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { formatCents, parseDollars } from '../../../shared/money';
import { type OrderAction, runOrderAction } from '../../api/admin-orders';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/input-classes';

type Asked = {
  action: OrderAction;
  amount?: number;
  /** One per refund the owner confirms: a second click on "Yes, refund" sends the same one. */
  key?: string;
  question: string;
  label: string;
};

/** What the owner may do to the order, each asked once more before it is done. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const left = order.total_amount - order.amount_refunded;
  const doing = useMutation({
    mutationFn: (step: Asked) =>
      runOrderAction(order.id, step.action, {
        ...(step.amount && { amount: step.amount }),
        ...(step.key && { idempotency_key: step.key }),
      }),
    onSuccess: (updated, step) => {
      queryClient.setQueryData(['admin-order', order.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
      setMessage({ error: false, text: `${step.label}: done.` });
      setAsked(null);
      setTyped('');
    },
    onError: (error) => {
      setMessage({ error: true, text: error.message });
      setAsked(null);
    },
  });

  const askRefund = (event: FormEvent) => {
    event.preventDefault();
    const amount = typed.trim() === '' ? left : parseDollars(typed);
    if (!amount) {
      setMessage({ error: true, text: 'Enter an amount in dollars, such as 12.50.' });
      return;
    }
    setMessage(null);
    // The server stops the goods before it gives back the last cent: the owner is told first.
    const stops =
      amount === left && order.can_cancel
        ? ' This is all that is left, so the order is also cancelled at the print partner, unless printing has started.'
        : '';
    setAsked({
      action: 'refund',
      amount,
      key: crypto.randomUUID(),
      label: 'Refund',
      question: `Refund ${formatCents(amount)} to the shopper’s card?${stops}`,
    });
  };
  const ask = (action: OrderAction, label: string, question: string) => {
    setMessage(null);
    setAsked({ action, label, question });
  };

  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-3">
      <h3 id="actions-heading" className="font-semibold">
        Actions
      </h3>
      {left > 0 && (
        <form onSubmit={askRefund} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-1 flex-col gap-1 text-sm">
            Refund amount (empty for all {formatCents(left)} left)
            <input
              inputMode="decimal"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={(left / 100).toFixed(2)}
              className={inputClasses}
            />
          </label>
          <Button type="submit" variant="destructive">
            Refund
          </Button>
        </form>
      )}
      <div className="flex flex-wrap gap-2">
        {order.status === 'needs_attention' && (
          <Button
            variant="secondary"
            onClick={() =>
              ask('resubmit', 'Resubmit', 'Send this order to the print partner again?')
            }
          >
            Resubmit to partner
          </Button>
        )}
        {order.can_cancel && (
          <Button
            variant="outline"
            onClick={() =>
              ask('cancel', 'Cancel', 'Cancel this order at the print partner? No money goes back.')
            }
          >
            Cancel order
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() =>
            ask('resend-confirmation', 'Resend', 'E-mail the shopper their confirmation again?')
          }
        >
          Resend confirmation
        </Button>
      </div>
      {asked && (
        <div role="alertdialog" aria-label="Confirm" className="rounded-xl bg-sand p-4">
          <p className="font-semibold">{asked.question}</p>
          <div className="mt-3 flex gap-2">
            <Button disabled={doing.isPending} onClick={() => doing.mutate(asked)}>
              {doing.isPending ? 'Working...' : `Yes, ${asked.label.toLowerCase()}`}
            </Button>
            <Button variant="ghost" onClick={() => setAsked(null)}>
              No
            </Button>
          </div>
        </div>
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-destructive' : 'text-ink-muted'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
