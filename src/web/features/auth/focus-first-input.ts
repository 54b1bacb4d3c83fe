/**
 * For a dialog's `onOpenAutoFocus`: straight to its first input, rather than to whatever
 * focusable element Radix would pick first (a tab, or the close button).
 */
export function focusFirstInput(event: Event) {
  const input = (event.currentTarget as HTMLElement | null)?.querySelector('input');
  if (!input) return;
  event.preventDefault();
  input.focus();
}
