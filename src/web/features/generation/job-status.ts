import type {
  GenerationState,
  JobPollingStatus,
  JobStatus,
  UploadStatus,
} from './generation-contract';

/** SPEC §4 "Overall job status shown to the user", from the two machines' states. */
export function overallJobStatus(upload: UploadStatus, polling: JobPollingStatus): JobStatus {
  if (upload === 'uploading') return 'uploading';
  if (polling === 'polling') return 'polling';
  if (polling === 'timeout') return 'timeout';
  if (upload === 'failed' || polling === 'failed') return 'failed';
  if (upload === 'completed') return 'completed';
  return 'idle';
}

/** Work is under way: 'Create My Art' stays disabled and a new photo cannot be chosen. */
export function isJobRunning(upload: UploadStatus, polling: JobPollingStatus): boolean {
  return upload === 'uploading' || polling === 'polling';
}

/**
 * The status the shopper is told. Once the photo is up, an upload waiting for its art (the
 * direct path) is making it, and says so as a polled job does.
 */
export function shownJobStatus({
  jobStatus,
  photoSent,
}: Pick<GenerationState, 'jobStatus' | 'photoSent'>): JobStatus {
  return jobStatus === 'uploading' && photoSent ? 'polling' : jobStatus;
}
