import type { ReactNode } from 'react';

/** Keeps words like "t-shirt" from breaking at their hyphen. */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
