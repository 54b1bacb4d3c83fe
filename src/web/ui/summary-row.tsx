import type { ReactNode } from 'react';

/**
 * One line of an order summary, a direct child of its `<dl>`: a label and its amount; `strong`
 * for the total, set off by a rule above it.
 */
export function SummaryRow({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between border-t border-line pt-3 text-lg font-semibold'
          : 'flex justify-between'
      }
    >
      <dt className={strong ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
