import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PATHS } from '../../paths';
import { buttonClasses } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { OwnerGate } from './owner-gate';

const SECTIONS = [
  { to: PATHS.admin, label: 'Orders' },
  { to: PATHS.adminStyles, label: 'Styles' },
] as const;

/** The back office's frame: its title, its sections, and the owner-only gate around both. */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <PageHeader title={title} />
      <OwnerGate>
        {(email) => (
          <>
            <nav aria-label="Back office" className="flex flex-wrap items-center gap-2">
              {SECTIONS.map((section) => (
                <NavLink
                  key={section.to}
                  to={section.to}
                  end
                  className={({ isActive }) =>
                    buttonClasses({ variant: isActive ? 'secondary' : 'outline', size: 'sm' })
                  }
                >
                  {section.label}
                </NavLink>
              ))}
              <span className="ml-auto truncate text-sm text-ink-muted">Signed in as {email}</span>
            </nav>
            {children}
          </>
        )}
      </OwnerGate>
    </div>
  );
}
