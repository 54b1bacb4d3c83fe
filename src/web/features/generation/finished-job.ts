import { REDIRECT_AFTER_JOB_MS } from '../../../shared/constants';
import { PATHS } from '../../paths';
import type { JobStatus } from './generation-contract';

export const FINISHED_JOB_TOASTS = {
  redirecting: 'Your art products are ready! Redirecting...',
  ready: 'Your art products are ready!',
  viewProducts: 'View Products',
} as const;

export type FinishedJobReaction =
  | { kind: 'none' }
  /** An upload on /upload answered 'completed' at once: straight to the products (SPEC §2, §4). */
  | { kind: 'go-to-products' }
  | {
      kind: 'toast';
      message: string;
      /** Offer a 'View Products' action to /products. */
      offerProducts: boolean;
      /** Go to /products after this long. */
      redirectAfterMs: number | null;
    };

/**
 * What the app does when the job finishes (SPEC §2 Products). On /upload: a job found done by
 * polling is announced, with 'View Products', and /products follows after 1.5 s; an upload that
 * answered with the products goes there at once (its own toast, 'Image processed
 * successfully!', is the store's). On /products the toast has no action. Elsewhere the shopper
 * is not moved: home shows its ready state, and any other page offers the way there.
 */
export function reactToFinishedJob(
  previous: JobStatus,
  next: JobStatus,
  pathname: string,
): FinishedJobReaction {
  // Only a job that was being made finishes: an artwork reopened from My artworks is not news.
  if (next !== 'completed' || (previous !== 'uploading' && previous !== 'polling')) {
    return { kind: 'none' };
  }
  if (previous === 'uploading') {
    return pathname === PATHS.upload ? { kind: 'go-to-products' } : { kind: 'none' };
  }
  const atProducts = pathname === PATHS.products;
  const redirecting = pathname === PATHS.upload;
  return {
    kind: 'toast',
    message:
      redirecting || atProducts ? FINISHED_JOB_TOASTS.redirecting : FINISHED_JOB_TOASTS.ready,
    offerProducts: !atProducts,
    redirectAfterMs: redirecting ? REDIRECT_AFTER_JOB_MS : null,
  };
}
