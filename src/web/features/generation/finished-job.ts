import { REDIRECT_AFTER_JOB_MS } from '../../../shared/constants';
import { PATHS } from '../navigation/paths';
import type { JobStatus } from './generation-contract';

export const FINISHED_JOB_TOASTS = {
  redirecting: 'Your art products are ready! Redirecting...',
  ready: 'Your art products are ready!',
  viewProducts: 'View Products',
} as const;

export type FinishedJobReaction =
  | { kind: 'none' }
  /** An upload answered 'completed' at once: straight to the products (SPEC §4). */
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
 * What the app does when the job finishes (SPEC §2 Products): on /upload it announces the
 * redirect and goes to /products after 1.5 s; on /products it just says so; anywhere else it
 * offers the way there.
 */
export function reactToFinishedJob(
  previous: JobStatus,
  next: JobStatus,
  pathname: string,
): FinishedJobReaction {
  if (next !== 'completed' || previous === 'completed') return { kind: 'none' };
  if (previous === 'uploading') {
    return pathname === PATHS.products ? { kind: 'none' } : { kind: 'go-to-products' };
  }
  if (pathname === PATHS.upload) {
    return {
      kind: 'toast',
      message: FINISHED_JOB_TOASTS.redirecting,
      offerProducts: false,
      redirectAfterMs: REDIRECT_AFTER_JOB_MS,
    };
  }
  return {
    kind: 'toast',
    message: FINISHED_JOB_TOASTS.ready,
    offerProducts: pathname !== PATHS.products,
    redirectAfterMs: null,
  };
}
