import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { lineRefundAmount } from '../../../shared/line-refund';
import { formatCents, parseDollars } from '../../../shared/money';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/input-classes';
import { ActionOutcome, Choice, ReasonField } from './action-message';
import { useOrderAction } from './use-order-action';

/** What a line gives back, as the server counts it: its price and its share of the tax. */
const lineAmount = (order: AdminOrderDetail, index: number) =>
  lineRefundAmount(
    {
      subtotal: order.subtotal,
      taxAmount: order.tax_amount,
      lines: order.lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
    },
    index,
  ) ?? 0;

/** What the owner asked to refund, held while they confirm it. */
type Asked = { amount: number; line?: number; key: string; reason: string; notify: boolean };

/**
 * Refund by amount (typed as "$10", "10" or "10.00") or by line, with a reason and whether
 * the shopper is e-mailed; asked once more before the money goes. The request carries a key
 * chosen when the owner confirms, so a double click refunds once.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const left = order.total_amount - order.amount_refunded;
  const { register, handleSubmit, watch, resetField } = useForm({
    defaultValues: { what: 'amount', typed: '', reason: '', notify: true },
  });
  const [asked, setAsked] = useState<Asked | null>(null);
  const action = useOrderAction(order.id, () => {
    setAsked(null);
    resetField('typed');
    resetField('reason');
  });
  const what = watch('what');

  // The last refund takes the form away; what it did stays said.
  if (left <= 0) return <ActionOutcome message={action.message} />;

  const ask = handleSubmit(({ what: chosen, typed, reason, notify }) => {
    const line = chosen === 'amount' ? undefined : Number(chosen);
    const amount =
      line !== undefined
        ? lineAmount(order, line)
        : typed.trim() === ''
          ? left
          : parseDollars(typed);
    if (!amount) {
      action.setMessage({ error: true, text: 'Enter an amount in dollars, such as 12.50.' });
      return;
    }
    action.setMessage(null);
    const key = crypto.randomUUID();
    setAsked({ amount, key, reason: reason.trim(), notify, ...(line !== undefined && { line }) });
  });
  // The server stops the goods before it gives back the last cent: the owner is told first.
  const stops =
    asked?.amount === left && order.can_cancel
      ? ' This is all that is left, so the order is also cancelled at the print partner.'
      : '';

  return (
    <form onSubmit={ask} className="flex flex-col gap-3" aria-label="Refund">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          What to refund
          <select {...register('what')} className={inputClasses}>
            <option value="amount">An amount</option>
            {order.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is named by its place in the order, as the API names it.
              <option key={`${line.title}-${index}`} value={String(index)}>
                Line {index + 1}: {line.quantity} × {line.title} (
                {formatCents(lineAmount(order, index))} with tax)
              </option>
            ))}
          </select>
        </label>
        {what === 'amount' && (
          <label className="flex flex-col gap-1 text-sm">
            Refund amount (empty for all {formatCents(left)} left)
            <input
              inputMode="decimal"
              {...register('typed')}
              placeholder={(left / 100).toFixed(2)}
              className={inputClasses}
            />
          </label>
        )}
      </div>
      <ReasonField {...register('reason')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Choice label="E-mail the shopper about it" {...register('notify')} />
        <Button type="submit" variant="destructive">
          Refund
        </Button>
      </div>
      {asked && (
        <div role="alertdialog" aria-label="Confirm" className="rounded-xl bg-sand p-4">
          <p className="font-semibold">
            Refund {formatCents(asked.amount)} to the shopper’s card?{stops}
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              type="button"
              disabled={action.pending}
              onClick={() =>
                action.run({
                  action: 'refund',
                  done: `Refund: done. ${formatCents(asked.amount)} given back.`,
                  body: {
                    ...(asked.line === undefined ? { amount: asked.amount } : { line: asked.line }),
                    ...(asked.reason && { reason: asked.reason }),
                    notify: asked.notify,
                    idempotency_key: asked.key,
                  },
                })
              }
            >
              {action.pending ? 'Working...' : 'Yes, refund'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsked(null)}>
              No
            </Button>
          </div>
        </div>
      )}
      <ActionOutcome message={action.message} />
    </form>
  );
}
