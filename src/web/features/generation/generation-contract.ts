import type { Gender } from '../../../shared/api/generation';
import type { ApiProduct } from '../../../shared/api/products';
import type { UserPhoto } from '../photo/user-photo';
import type { VariationsState } from './variations-state';

/**
 * The contract between the generation logic (store, state machines, API calls) and the
 * screens that show it (home, /products, /upload). Statuses are SPEC §4's.
 */

/** SPEC §4 "Upload status". */
export type UploadStatus = 'idle' | 'uploading' | 'completed' | 'polling' | 'failed';

/** SPEC §4 "Job polling status". */
export type JobPollingStatus = 'idle' | 'polling' | 'completed' | 'failed' | 'timeout';

/** SPEC §4 "Overall job status shown to the user". */
export type JobStatus = 'idle' | 'uploading' | 'polling' | 'completed' | 'failed' | 'timeout';

/** The style choice: a named style id, 'custom', or none. */
export type StyleChoice = string | null;

/**
 * The server's check of the chosen photo: under way, passed facing the camera, passed with the
 * face turned away, or not made (no photo, or no answer: the upload checks it anyway).
 */
export type PhotoCheckStatus = 'checking' | 'facing' | 'turned' | 'unchecked';

export interface GenerationState {
  userPhoto: UserPhoto | null;
  photoCheck: PhotoCheckStatus;
  /** Why the server refused the photo last chosen; shown where the next one is chosen. */
  photoRefusal: string | null;
  styleId: StyleChoice;
  /** The label of the chosen style, for 'Generating your {style}...'. */
  styleName: string | null;
  customPrompt: string;
  showCustomInput: boolean;
  gender: Gender | null;
  isLoading: boolean;
  /** 0-100. */
  uploadProgress: number;
  /**
   * The photo has reached the server. The upload asks the server to make the art before it
   * answers (process_directly), so from here on the art is being made.
   */
  photoSent: boolean;
  uploadStatus: UploadStatus;
  pollingStatus: JobPollingStatus;
  jobStatus: JobStatus;
  jobId: string | null;
  jobError: string | null;
  products: ApiProduct[];
  /** The artwork on its own, once the job has finished. */
  artworkUrl: string | null;
  /** For a custom description, the words the artwork was painted by. */
  paintedAs: string[];
  /**
   * The finished job's variations and the shopper's pick among them; `products` and
   * `artworkUrl` are the picked one's.
   */
  variations: VariationsState;
}

/** A finished job's own record: what it made. */
export interface FinishedJob {
  id: string;
  products: ApiProduct[];
  artworkUrl: string | null;
  paintedAs: string[];
  /**
   * The style it was painted in (a named style, or null with the shopper's words), so another
   * look can paint more of the same.
   */
  look?: { styleId: string | null; customPrompt: string | null };
}

export interface GenerationActions {
  /** Checks and prepares a photo (SPEC §5); on a problem it alerts the SPEC message and keeps none. */
  choosePhoto(file: File): Promise<void>;
  /** 'Upload Different Photo' and the remove button. */
  removePhoto(): void;
  /** Clicking the selected style deselects it; choosing another style clears the custom text. */
  selectStyle(styleId: StyleChoice, styleName?: string | null): void;
  setCustomPrompt(text: string): void;
  setGender(gender: Gender): void;
  /** 'Create My Art': validates (SPEC §5 toasts), uploads, then tracks the job. */
  submit(): Promise<void>;
  /** 'Create New Art', 'Start Over', 'Return to Home': back to no photo. */
  reset(): void;
  /** 'Try Again' after a failure: the job is let go; the photo and the choices stay. */
  retry(): void;
  /** Takes up an artwork made earlier (My artworks): its products, as if it had just finished. */
  openArtwork(job: FinishedJob): void;
  /**
   * "Try another look": the finished job's photo painted again in another style, with no new
   * upload; the new job is then tracked as an upload's. A refusal is toasted, the art kept.
   */
  tryAnotherLook(look: {
    styleId: string;
    styleName: string | null;
    customPrompt: string;
  }): Promise<void>;
  /**
   * Puts the products of another of the finished job's variations on show (and in new cart
   * lines). The ones on show stay until the new ones come, and for good if the pick fails,
   * which is toasted.
   */
  pickVariation(variation: number): Promise<void>;
}

export type GenerationStore = GenerationState & GenerationActions;
