import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'warning';

let sonner: Promise<Sonner> | undefined;

/**
 * The toast library, fetched after the first paint: by the toaster as it mounts, or by the first
 * toast if that comes sooner. Nothing a page needs to show waits for it.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

const show =
  (kind: Kind) =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then((library) => library.toast[kind](message, options));
  };

/** The store's toasts (SPEC §8's messages), shown by the one toaster the app mounts. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
