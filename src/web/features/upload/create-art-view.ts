import type { JobStatus } from '../generation/generation-contract';
import type { ResultsOutcome } from '../generation/results-outcome';
import type { PreviewStatus } from './preview-status';

const WORKING: readonly JobStatus[] = ['uploading', 'polling'];

export function isJobWorking(jobStatus: JobStatus): boolean {
  return WORKING.includes(jobStatus);
}

/** What the photo panel shows: the upload zone, the chosen photo, or the art being made. */
export type PhotoPanel = 'upload' | 'preview' | 'processing';

export function photoPanel(hasPhoto: boolean, jobStatus: JobStatus): PhotoPanel {
  if (!hasPhoto) return 'upload';
  return isJobWorking(jobStatus) ? 'processing' : 'preview';
}

/** The chip picker steps aside while the photo uploads and the art is made (SPEC §2). */
export function showsStylePicker(jobStatus: JobStatus): boolean {
  return !isJobWorking(jobStatus);
}

/** What the preview panel says of the photo's last job, in the results view's words. */
export function previewStatus(
  outcome: ResultsOutcome | null,
  artworkUrl: string | null,
): PreviewStatus {
  switch (outcome?.kind) {
    case 'products':
      return { kind: 'art-ready', artworkUrl };
    case 'no-products':
      return { kind: 'failed', message: 'No products available' };
    case 'failed':
      return { kind: 'failed', message: outcome.message };
    default:
      return { kind: 'ready' };
  }
}
