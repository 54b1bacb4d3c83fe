import type { UploadStatus } from './generation-contract';

/** What moves the upload status (SPEC §4 "Upload status"). */
export type UploadEvent =
  | 'start'
  /** The upload answered 'completed' with products. */
  | 'answered-completed'
  /** The upload answered 'queued' with a job id. */
  | 'answered-queued'
  | 'upload-failed'
  | 'job-completed'
  /** The job failed, a status check failed, or polling timed out. */
  | 'job-failed'
  | 'reset';

const TRANSITIONS: Readonly<Record<UploadStatus, Partial<Record<UploadEvent, UploadStatus>>>> = {
  idle: { start: 'uploading' },
  uploading: {
    'answered-completed': 'completed',
    'answered-queued': 'polling',
    'upload-failed': 'failed',
  },
  polling: { 'job-completed': 'completed', 'job-failed': 'failed' },
  // Finished either way: only a reset leaves these.
  completed: {},
  failed: {},
};

/** The next upload status; an event that does not apply leaves the status as it is. */
export function nextUploadStatus(status: UploadStatus, event: UploadEvent): UploadStatus {
  if (event === 'reset') return 'idle';
  return TRANSITIONS[status][event] ?? status;
}
