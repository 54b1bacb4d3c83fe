import type { ClientConfig } from '../../../shared/api/client-config';
import type { AnotherLook } from '../../api/another-look';
import type { JobCheck } from '../../api/jobs';
import type { PhotoCheckOutcome } from '../../api/photo-check';
import type {
  ShopperIdentity,
  UploadOptions,
  UploadOutcome,
  UploadRequest,
} from '../../api/upload';
import type { VariationPick, VariationsCheck } from '../../api/variations';
import type { ChosenPhotoKeeper } from '../photo/chosen-photo';
import type { PhotoSnapshot } from '../photo/photo-snapshot';
import type { PreparedPhoto } from '../photo/prepare-photo';
import type { UserPhoto } from '../photo/user-photo';
import type { GenerationActions, GenerationStore } from './generation-contract';
import { isJobRunning, overallJobStatus } from './job-status';
import { IDLE_JOB, type JobTrack } from './job-track';
import { NO_VARIATIONS } from './variations-state';

/** Everything the generation store reaches outside itself; tests pass their own. */
export interface GenerationDeps {
  preparePhoto(file: File): Promise<PreparedPhoto>;
  snapshotPhoto(photo: UserPhoto): Promise<PhotoSnapshot>;
  photoFromSnapshot(snapshot: PhotoSnapshot): UserPhoto | null;
  /** The server's check of a chosen photo, before any choice is made on it. */
  checkPhoto(file: File): Promise<PhotoCheckOutcome>;
  /** The photo chosen and not yet sent, kept through a reload. */
  chosenPhoto: ChosenPhotoKeeper;
  releasePreview(url: string): void;
  sendUpload(request: UploadRequest, options: UploadOptions): Promise<UploadOutcome>;
  /** "Try another look": the finished job's stored photo in another style, no upload. */
  sendAnotherLook(jobId: string, look: AnotherLook): Promise<UploadOutcome>;
  /** One job check, held by the server up to `waitMs` until the job finishes. */
  fetchJob(jobId: string, waitMs: number): Promise<JobCheck>;
  /** The finished job's variations painted so far. */
  fetchVariations(jobId: string): Promise<VariationsCheck>;
  /** The products of one of the job's variations (made on its first pick). */
  requestVariationPick(jobId: string, variation: number): Promise<VariationPick>;
  loadClientConfig(): Promise<ClientConfig>;
  shopperIdentity(): ShopperIdentity;
  alert(message: string): void;
  toastSuccess(message: string): void;
  toastProblem(title: string, description?: string): void;
}

export type GenerationStoreState = GenerationStore & {
  pollChecks: number;
  /** A small copy of the photo, kept in storage once a job exists. */
  photoSnapshot: PhotoSnapshot | null;
};

export type GenerationData = Omit<GenerationStoreState, keyof GenerationActions>;

/** The job's fields with the status and loading flag that follow from them. */
export function withTrack(track: JobTrack) {
  return {
    ...track,
    jobStatus: overallJobStatus(track.uploadStatus, track.pollingStatus),
    isLoading: isJobRunning(track.uploadStatus, track.pollingStatus),
  };
}

export function trackOf(state: GenerationData): JobTrack {
  const { uploadStatus, pollingStatus, pollChecks, jobId, jobError, products, artworkUrl } = state;
  const { uploadProgress, paintedAs, photoSent } = state;
  return {
    uploadStatus,
    pollingStatus,
    pollChecks,
    jobId,
    jobError,
    products,
    artworkUrl,
    paintedAs,
    uploadProgress,
    photoSent,
  };
}

export const INITIAL_GENERATION: GenerationData = {
  userPhoto: null,
  photoCheck: 'unchecked',
  photoRefusal: null,
  photoSnapshot: null,
  styleId: null,
  styleName: null,
  customPrompt: '',
  showCustomInput: false,
  gender: null,
  ...withTrack(IDLE_JOB),
  variations: NO_VARIATIONS,
};
