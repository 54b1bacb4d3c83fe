import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import type { AuthTab } from './account-dialogs';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'signIn', label: 'Sign In' },
  { id: 'signUp', label: 'Sign Up' },
];

export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

/** The "Sign In" / "Sign Up" switch, with the arrow keys a tab list is expected to answer. */
export function AuthTabs({ tab, onChange }: { tab: AuthTab; onChange: (tab: AuthTab) => void }) {
  const buttons = useRef(new Map<AuthTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // Two tabs: either arrow moves to the other one.
    const next = tab === 'signIn' ? 'signUp' : 'signIn';
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Account"
      className="grid grid-cols-2 gap-1 rounded-xl bg-sand p-1"
    >
      {TABS.map(({ id, label }) => {
        const selected = id === tab;
        return (
          <button
            key={id}
            ref={(node) => {
              if (node) buttons.current.set(id, node);
              else buttons.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(id)}
            onKeyDown={onKeyDown}
            className={cn(
              'h-9 cursor-pointer rounded-lg text-sm font-semibold transition-colors',
              selected ? 'bg-paper text-ink shadow-soft' : 'text-ink-muted hover:text-ink',
              focusRing,
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
