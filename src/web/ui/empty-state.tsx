import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';
import { cn } from './cn';

/** A quiet card for "nothing here yet", with the way forward as its action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card
      className={cn('flex flex-col items-center gap-4 px-6 py-14 text-center sm:px-12', className)}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-sand text-primary">
        <Icon className="size-8" aria-hidden />
      </span>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children && <div className="max-w-md text-ink-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}
