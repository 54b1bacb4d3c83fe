import type { UploadResponse } from '../../../shared/api/generation';
import type { ApiProduct } from '../../../shared/api/products';
import { SIMULATED_PROGRESS_CAP } from '../../../shared/constants';
import { failedJobMessage, JOB_ERROR_MESSAGES } from '../../../shared/upload-errors';
import type { JobCheck } from '../../api/jobs';
import type { FinishedJob, JobPollingStatus, UploadStatus } from './generation-contract';
import { isJobRunning } from './job-status';
import { IDLE_POLLING, nextPolling, type PollingState } from './polling-machine';
import { nextUploadStatus } from './upload-machine';

/** Everything known about the current upload and its job. */
export interface JobTrack {
  uploadStatus: UploadStatus;
  pollingStatus: JobPollingStatus;
  pollChecks: number;
  jobId: string | null;
  jobError: string | null;
  products: ApiProduct[];
  /** The artwork on its own, once the job has finished. */
  artworkUrl: string | null;
  /** For a custom description, the words the artwork was painted by. */
  paintedAs: string[];
  /** 0-100. */
  uploadProgress: number;
  /** The photo has reached the server: an upload still open is waiting for its art. */
  photoSent: boolean;
}

export const IDLE_JOB: JobTrack = {
  uploadStatus: 'idle',
  pollingStatus: IDLE_POLLING.status,
  pollChecks: IDLE_POLLING.checks,
  jobId: null,
  jobError: null,
  products: [],
  artworkUrl: null,
  paintedAs: [],
  uploadProgress: 0,
  photoSent: false,
};

export type JobEvent =
  | { type: 'upload-started' }
  | { type: 'upload-progressed'; percent: number }
  | { type: 'upload-sent' }
  | { type: 'upload-answered'; response: UploadResponse }
  | { type: 'upload-failed'; message: string }
  | { type: 'job-checked'; check: JobCheck; maxChecks: number }
  /** An artwork made earlier, taken up again (My artworks): its job as finished. */
  | { type: 'artwork-opened'; job: FinishedJob }
  | { type: 'reset' };

/**
 * The upload and polling machines driven together by what happened, with the job's products
 * and the words for what went wrong (SPEC §4, §8).
 */
export function trackJob(track: JobTrack, event: JobEvent): JobTrack {
  switch (event.type) {
    case 'reset':
      return IDLE_JOB;
    case 'upload-started':
      return started(track);
    case 'upload-progressed':
      if (track.uploadStatus !== 'uploading') return track;
      return { ...track, uploadProgress: capped(Math.max(track.uploadProgress, event.percent)) };
    case 'upload-sent':
      return track.uploadStatus === 'uploading' ? { ...track, photoSent: true } : track;
    case 'upload-answered':
      return answered(track, event.response);
    case 'upload-failed':
      if (track.uploadStatus !== 'uploading') return track;
      return {
        ...track,
        uploadStatus: nextUploadStatus(track.uploadStatus, 'upload-failed'),
        jobError: event.message,
      };
    case 'job-checked':
      return checked(track, event.check, event.maxChecks);
    case 'artwork-opened': {
      const { id, products, artworkUrl, paintedAs } = event.job;
      const done = { uploadStatus: 'completed', uploadProgress: 100 } as const;
      return { ...IDLE_JOB, ...done, jobId: id, products, artworkUrl, paintedAs };
    }
  }
}

/**
 * A new upload. A finished job (made, refused, failed or timed out) is left behind first, so
 * 'Create My Art' works again; one still under way is not abandoned.
 */
function started(track: JobTrack): JobTrack {
  if (isJobRunning(track.uploadStatus, track.pollingStatus)) return track;
  return { ...IDLE_JOB, uploadStatus: nextUploadStatus(IDLE_JOB.uploadStatus, 'start') };
}

function capped(percent: number): number {
  return Math.min(SIMULATED_PROGRESS_CAP, Math.max(0, Math.round(percent)));
}

function answered(track: JobTrack, response: UploadResponse): JobTrack {
  if (track.uploadStatus !== 'uploading') return track;
  const base = { ...track, uploadProgress: 100, jobId: response.job_id };
  if (response.status === 'completed') {
    return {
      ...base,
      uploadStatus: nextUploadStatus(track.uploadStatus, 'answered-completed'),
      products: response.products,
      artworkUrl: response.artwork_url ?? null,
      paintedAs: response.painted_as ?? [],
    };
  }
  const polling = nextPolling(pollingOf(track), { type: 'start' }, Number.POSITIVE_INFINITY);
  return {
    ...base,
    uploadStatus: nextUploadStatus(track.uploadStatus, 'answered-queued'),
    pollingStatus: polling.status,
    pollChecks: polling.checks,
  };
}

function checked(track: JobTrack, check: JobCheck, maxChecks: number): JobTrack {
  if (track.pollingStatus !== 'polling') return track;
  const event = check.ok
    ? ({ type: 'reported', jobStatus: check.job.status } as const)
    : ({ type: 'check-failed' } as const);
  const polling = nextPolling(pollingOf(track), event, maxChecks);
  const next = { ...track, pollingStatus: polling.status, pollChecks: polling.checks };
  switch (polling.status) {
    case 'completed':
      return {
        ...next,
        uploadStatus: nextUploadStatus(track.uploadStatus, 'job-completed'),
        products: (check.ok && check.job.result?.products) || [],
        artworkUrl: (check.ok && check.job.result?.artwork_url) || null,
        paintedAs: (check.ok && check.job.result?.painted_as) || [],
      };
    case 'failed':
      return {
        ...next,
        uploadStatus: nextUploadStatus(track.uploadStatus, 'job-failed'),
        jobError: check.ok ? failedJobMessage(check.job.error) : check.message,
      };
    case 'timeout':
      return {
        ...next,
        uploadStatus: nextUploadStatus(track.uploadStatus, 'job-failed'),
        jobError: JOB_ERROR_MESSAGES.pollingTimeout,
      };
    default:
      return next;
  }
}

function pollingOf(track: JobTrack): PollingState {
  return { status: track.pollingStatus, checks: track.pollChecks };
}
