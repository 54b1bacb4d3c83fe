import type { AdminTimelineEntry } from '../../../shared/api/admin-orders';
import { Card } from '../../ui/card';

// The owner's own clock, with its zone named, so "10:02" is never a guess between them and UTC.
// (dateStyle cannot be combined with timeZoneName, so the parts are named one by one.)
const WHEN = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** Everything that happened to the order, one line per event, oldest first. */
export function OrderTimeline({ timeline }: { timeline: readonly AdminTimelineEntry[] }) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-6">
      <h3 className="font-semibold">Timeline</h3>
      <ol aria-label="Timeline" className="flex flex-col gap-2 text-sm">
        {timeline.map((entry) => (
          <li key={`${entry.at}-${entry.kind}-${entry.summary}`} className="flex flex-wrap gap-x-3">
            <time className="text-ink-muted tabular-nums" dateTime={entry.at}>
              {WHEN.format(new Date(entry.at))}
            </time>
            <span className="whitespace-pre-line break-words">{entry.summary}</span>
            {entry.actor && <span className="text-ink-muted">by {entry.actor}</span>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
