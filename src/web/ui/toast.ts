import type { ExternalToast } from 'sonner';
import { create } from 'zustand';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'warning';

let sonner: Promise<Sonner> | undefined;

/** The toast library, fetched when the toaster mounts or the first toast is asked for. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Whether the app should mount its toaster: from the first toast on. */
export const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

const show =
  (kind: Kind) =>
  (message: string, options?: ExternalToast): void => {
    useToasterWanted.setState({ wanted: true });
    // A toaster mounting later still shows it: sonner replays active toasts to a new toaster.
    void loadSonner().then((library) => library.toast[kind](message, options));
  };

/** The store's toasts (SPEC §8's messages), shown by the one toaster the app mounts. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
