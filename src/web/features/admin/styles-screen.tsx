import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStyle } from '../../../shared/api/admin';
import { fetchAdminStyles, switchAdminStyle } from '../../api/admin';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast';
import { StyleSwitch } from './style-switch';

const STYLES_KEY = ['admin-styles'];
/** The home page's styles (api/prompt-styles), read again once a switch changed them. */
const PICKER_KEY = ['prompt-styles'];

/** /admin/styles: each style's switch and what it did in the last seven days. */
export function StylesScreen() {
  const queryClient = useQueryClient();
  const styles = useQuery({ queryKey: STYLES_KEY, queryFn: fetchAdminStyles });
  const switching = useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      switchAdminStyle(id, disabled),
    onSuccess: (updated) => {
      queryClient.setQueryData(STYLES_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: PICKER_KEY });
    },
    onError: () => toast.error('The style could not be switched. Please try again.'),
  });

  if (styles.isPending) return <p className="text-ink-muted">Loading the styles...</p>;
  if (!styles.data) return <p role="alert">The styles could not be loaded. Please try again.</p>;
  return (
    <section aria-labelledby="styles-heading" className="flex flex-col gap-3">
      <h2 id="styles-heading" className="text-xl font-semibold">
        Styles on the picker
      </h2>
      <p className="text-sm text-ink-muted">
        A style switched off still shows on the home page, marked unavailable, and cannot be chosen.
        Counts are for the last 7 days.
      </p>
      <ul className="flex flex-col gap-3">
        {styles.data.map((style) => (
          <StyleRow
            key={style.id}
            style={style}
            busy={switching.isPending && switching.variables?.id === style.id}
            onSwitch={(on) => switching.mutate({ id: style.id, disabled: !on })}
          />
        ))}
      </ul>
    </section>
  );
}

function StyleRow({
  style,
  busy,
  onSwitch,
}: {
  style: AdminStyle;
  busy: boolean;
  onSwitch: (on: boolean) => void;
}) {
  const week = style.last_7_days;
  return (
    <li>
      <Card className="flex items-center gap-3 p-4 sm:gap-6 sm:px-6">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold">
            {style.label}
            {style.disabled && (
              <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink-muted">
                Unavailable
              </span>
            )}
          </h3>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <Count label="Generations" value={week.generations} />
            <Count label="Failures" value={week.failures} />
            <Count label="Orders" value={week.orders} />
          </dl>
        </div>
        <StyleSwitch label={style.label} on={!style.disabled} busy={busy} onChange={onSwitch} />
      </Card>
    </li>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
