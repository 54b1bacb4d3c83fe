import type { UserPhoto } from '../photo/user-photo';
import type { GenerationDeps, GenerationStoreState } from './generation-state';
import type { JobEvent } from './job-track';
import { checkSubmission } from './style-choice';
import { trackUploadProgress } from './upload-progress';

export const UPLOAD_SUCCESS_TOASTS = {
  queued: 'Image uploaded! Processing in progress...',
  completed: 'Image processed successfully!',
} as const;

interface Store {
  getState(): GenerationStoreState;
  setState(change: Partial<GenerationStoreState>): void;
}

/** The upload on its way: starting over aborts it. */
export interface UploadInFlight {
  abort: AbortController;
  progress: { stop(): void };
}

export interface SendPhotoContext {
  store: Store;
  deps: GenerationDeps;
  track: (event: JobEvent) => void;
  /** Checks the job until it ends: the upload answered before the art was made. */
  startPolling: (jobId: string) => void;
  /** Where the upload in flight is kept while it runs. */
  inFlight: { current: UploadInFlight | null };
}

/**
 * The store's send of the chosen photo with the chosen look, from the click on 'Create My Art'
 * to the upload's answer; `resumedKey` is the key of a send a reload cut short.
 */
export function createSendPhoto({ store, deps, track, startPolling, inFlight }: SendPhotoContext) {
  const keepSnapshot = (photo: UserPhoto) => {
    deps.snapshotPhoto(photo).then(
      (photoSnapshot) => {
        if (store.getState().userPhoto === photo) store.setState({ photoSnapshot });
      },
      // Without it a reload shows no photo; the job itself is unaffected.
      (error) => console.warn('Could not keep a copy of the photo', error),
    );
  };

  return async function sendPhoto(photo: UserPhoto, resumedKey?: string): Promise<void> {
    const submission = checkSubmission(store.getState());
    if (!submission.ok) {
      deps.chosenPhoto.sendingEnded();
      deps.toastProblem(submission.title, submission.description);
      return;
    }
    const { styleId, styleName, gender, customPrompt } = submission;
    const uploadKey = resumedKey ?? deps.chosenPhoto.startSending();
    store.setState({ styleId, styleName });
    track({ type: 'upload-started' });
    keepSnapshot(photo);

    const abort = new AbortController();
    const progress = trackUploadProgress(
      (percent) => track({ type: 'upload-progressed', percent }),
      () => store.getState().uploadProgress,
    );
    inFlight.current = { abort, progress };
    const outcome = await deps.sendUpload(
      {
        file: photo.file,
        styleId,
        gender,
        customPrompt,
        identity: deps.shopperIdentity(),
        // The server answers with the products when the art is made within its wait,
        // so the shopper sees it the moment it exists rather than at the first poll.
        processDirectly: true,
        uploadKey,
      },
      {
        signal: abort.signal,
        onProgress: progress.onBytes,
        onSent: () => track({ type: 'upload-sent' }),
      },
    );
    progress.stop();
    if (abort.signal.aborted) return;
    inFlight.current = null;
    deps.chosenPhoto.sendingEnded();

    if (!outcome.ok) {
      track({ type: 'upload-failed', message: outcome.message });
      return;
    }
    track({ type: 'upload-answered', response: outcome.response });
    // The job keeps its own copy of the photo from here on.
    deps.chosenPhoto.forget();
    if (outcome.response.status === 'completed') {
      deps.toastSuccess(UPLOAD_SUCCESS_TOASTS.completed);
    } else {
      deps.toastSuccess(UPLOAD_SUCCESS_TOASTS.queued);
      startPolling(outcome.response.job_id);
    }
  };
}
