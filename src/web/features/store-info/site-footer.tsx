import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

const LINKS = [
  { to: PATHS.contact, label: 'Contact' },
  { to: PATHS.shippingReturns, label: 'Shipping & Returns' },
  { to: PATHS.privacy, label: 'Privacy' },
  { to: PATHS.terms, label: 'Terms' },
] as const;

/** Every page's foot: who we are in a line, and the pages a careful shopper looks for. */
export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-paper/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-ink-muted">
          Masterpiece Me · Your art, printed to order and shipped within the US.
        </p>
        <nav aria-label="Store information">
          <ul className="-mx-2 flex flex-wrap gap-x-2 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={cn(
                    'inline-flex min-h-11 min-w-11 items-center rounded-lg px-2 text-sm font-medium text-ink/80 underline-offset-4 hover:text-ink hover:underline',
                    focusRing,
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
