import type { OrderTimelineEntry } from '../../../shared/api/orders';
import { focusRing } from '../../ui/focus-ring';
import { STATUS_LABELS } from './order-status';

const formatWhen = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Where the order has been, oldest first: paid, with the print partner, printing, shipped (the
 * carrier, the tracking number and the link to follow the parcel), delivered.
 */
export function OrderTimeline({ timeline }: { timeline: readonly OrderTimelineEntry[] }) {
  if (timeline.length === 0) return null;
  return (
    <ol aria-label="Order progress" className="flex flex-col gap-3">
      {timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="flex gap-3">
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{STATUS_LABELS[entry.status]}</span>
            <time dateTime={entry.at} className="text-sm text-ink-muted">
              {formatWhen(entry.at)}
            </time>
            {entry.shipment ? (
              <span className="text-sm">
                {entry.shipment.carrier} · {entry.shipment.tracking_number}
                {entry.shipment.tracking_url ? (
                  <>
                    {' · '}
                    <a
                      href={entry.shipment.tracking_url}
                      target="_blank"
                      rel="noreferrer"
                      className={`rounded-md underline underline-offset-4 ${focusRing}`}
                    >
                      Track your parcel
                    </a>
                  </>
                ) : null}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
