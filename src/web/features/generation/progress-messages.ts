import { CUSTOM_STYLE_ID } from '../../../shared/styles';
import { failedJobMessage } from '../../../shared/upload-errors';
import type { GenerationState, JobStatus } from './generation-contract';
import { shownJobStatus } from './job-status';

export const DEFAULT_PROGRESS_MESSAGE = 'Creating your magical art...';
export const TIMEOUT_PROGRESS_MESSAGE = 'Processing took too long. Please try again.';
const TAKES_A_WHILE = 'This may take 30-60 seconds';

/** The messages the processing view rotates through for a status (SPEC §4). */
export function progressMessages(
  jobStatus: JobStatus,
  styleName: string | null,
  jobError: string | null,
): readonly string[] {
  switch (jobStatus) {
    case 'uploading':
      return ['Uploading your image...', 'Preparing for magical transformation...', TAKES_A_WHILE];
    case 'polling':
      return [
        `Generating your ${styleName?.trim() || 'artwork'}...`,
        'Weaving artistic magic into reality...',
        TAKES_A_WHILE,
        'Creating something extraordinary...',
      ];
    case 'completed':
      return ['Your art is ready!'];
    case 'failed':
      return [`Error: ${failedJobMessage(jobError)}`];
    case 'timeout':
      return [TIMEOUT_PROGRESS_MESSAGE];
    case 'idle':
      return [DEFAULT_PROGRESS_MESSAGE];
  }
}

/** The messages for the store's state; a custom style is not named ('Generating your artwork...'). */
export function generationProgressMessages(
  state: Pick<GenerationState, 'jobStatus' | 'photoSent' | 'styleId' | 'styleName' | 'jobError'>,
): readonly string[] {
  const styleName = state.styleId === CUSTOM_STYLE_ID ? null : state.styleName;
  return progressMessages(shownJobStatus(state), styleName, state.jobError);
}
