import type { ReactNode } from 'react';
import { cn } from './cn';

/** A page's title block: the one h1 of the page and an optional line beneath it. */
export function PageHeader({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children && <p className="text-ink-muted">{children}</p>}
    </div>
  );
}
