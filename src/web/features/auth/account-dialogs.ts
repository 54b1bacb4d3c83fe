import { create } from 'zustand';

export type AuthTab = 'signIn' | 'signUp';
type AccountDialog = AuthTab | 'profile';

/**
 * Which account dialog is open, if any. The dialogs are mounted once by the app, so the nav
 * bar, the mobile menu and the account page open them through here instead of owning them.
 */
export const useAccountDialogs = create<{ open: AccountDialog | null }>(() => ({ open: null }));

// Radix gives focus back to a DialogTrigger, and these dialogs have none: they remember
// whatever had focus when they opened instead.
let opener: HTMLElement | null = null;

function open(dialog: AccountDialog): void {
  if (useAccountDialogs.getState().open === null) {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  useAccountDialogs.setState({ open: dialog });
}

/** Opens the sign-in/sign-up dialog on `tab` (or switches its tab when already open). */
export function openAuthDialog(tab: AuthTab = 'signIn'): void {
  open(tab);
}

export function openProfileDialog(): void {
  open('profile');
}

export function closeAccountDialog(): void {
  useAccountDialogs.setState({ open: null });
}

/** For a dialog's `onCloseAutoFocus`: back to where the person was, if it is still there. */
export function returnFocusToOpener(event: Event): void {
  event.preventDefault();
  if (opener?.isConnected) opener.focus();
  opener = null;
}
