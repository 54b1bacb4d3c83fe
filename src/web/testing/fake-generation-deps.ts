import { vi } from 'vitest';
import type { ClientConfig } from '../../shared/api/client-config';
import type { JobResponse, UploadResponse } from '../../shared/api/generation';
import type { ApiProduct } from '../../shared/api/products';
import type { VariationsResponse } from '../../shared/api/variations';
import type { JobCheck } from '../api/jobs';
import type { UploadOptions, UploadOutcome } from '../api/upload';
import type { VariationPick } from '../api/variations';
import { createGenerationStore } from '../features/generation/create-generation-store';
import type { GenerationDeps } from '../features/generation/generation-state';
import type { ChosenPhotoKeeper } from '../features/photo/chosen-photo';
import type { PhotoSnapshot } from '../features/photo/photo-snapshot';
import { photoFromSnapshot } from '../features/photo/photo-snapshot';
import type { UserPhoto } from '../features/photo/user-photo';

/** Test doubles for the generation store's edges: no network, canvas or real timers needed. */

export const JOB_ID = '3f1c2b9e-8d4a-4c6b-9e2f-1a2b3c4d5e6f';

export const MUG: ApiProduct = {
  id: 'mug-white',
  title: 'Coffee Mug (11oz, White)',
  print_provider_id: 1,
  blueprint_id: 68,
  images: ['/media/mockups/mug-white.jpg'],
  price: 1999,
  type: 'white',
  variant_id: 33719,
};

/** The artwork of one of the job's variations; 0 is the job's own. */
export const variationArt = (variation: number) =>
  `/media/artworks/${JOB_ID}${variation === 0 ? '' : `-v${variation}`}.jpg`;

/** The mug made from one of the job's variations, as the server names its products. */
export function mugOf(variation: number): ApiProduct {
  if (variation === 0) return MUG;
  return { ...MUG, id: `${JOB_ID}-v${variation}-mug-white`, images: [`/media/v${variation}.jpg`] };
}

/** All four painted. */
export const ALL_VARIATIONS: VariationsResponse = {
  expected: 4,
  painting: false,
  variations: [0, 1, 2, 3].map((variation) => ({
    variation,
    artwork_url: variationArt(variation),
  })),
};

export function job(status: JobResponse['status'], extra: Partial<JobResponse> = {}): JobCheck {
  return {
    ok: true,
    job: {
      id: JOB_ID,
      status,
      result: status === 'completed' ? { products: [MUG] } : null,
      error: null,
      ...extra,
    },
  };
}

export const queued: UploadResponse = { status: 'queued', job_id: JOB_ID };
export const completedAtOnce: UploadResponse = {
  status: 'completed',
  job_id: JOB_ID,
  products: [MUG],
};

// A 1x1 JPEG, so a snapshot is a real data URL that survives the trip through storage.
const TINY_JPEG =
  'data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKwBRN//2Q==';

export const SNAPSHOT: PhotoSnapshot = {
  dataUrl: TINY_JPEG,
  name: 'me.jpg',
  width: 1,
  height: 1,
};

export function photo(name = 'me.jpg'): UserPhoto {
  return {
    file: new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }),
    previewUrl: `blob:test/${name}`,
    width: 800,
    height: 1000,
  };
}

export interface FakeDeps extends GenerationDeps {
  /** Answers the pending upload, then lets the store react. */
  answerUpload(outcome: UploadOutcome): Promise<void>;
  uploads: { request: Parameters<GenerationDeps['sendUpload']>[0]; options: UploadOptions }[];
}

/**
 * The chosen-photo keeper over the tab's session storage, as the page's, with the test's
 * snapshot for whatever photo: a reload in a test is a new store over the same storage.
 */
function keptInMemory(): ChosenPhotoKeeper {
  const key = 'test_chosen_photo';
  return {
    keep: async () => sessionStorage.setItem(key, JSON.stringify(SNAPSHOT)),
    read: () => {
      const raw = sessionStorage.getItem(key);
      return raw ? photoFromSnapshot(JSON.parse(raw) as PhotoSnapshot) : null;
    },
    startSending: () => {
      const uploadKey = crypto.randomUUID();
      sessionStorage.setItem(`${key}_upload`, uploadKey);
      return uploadKey;
    },
    sendingKey: () => sessionStorage.getItem(`${key}_upload`),
    sendingEnded: () => sessionStorage.removeItem(`${key}_upload`),
    forget: () => {
      sessionStorage.removeItem(key);
      sessionStorage.removeItem(`${key}_upload`);
    },
  };
}

export function fakeDeps(
  config: ClientConfig = {
    jobPollIntervalMs: 10_000,
    jobPollMaxChecks: 60,
    payment: { provider: 'local' },
  },
): FakeDeps {
  let pending: ((outcome: UploadOutcome) => void) | null = null;
  const uploads: FakeDeps['uploads'] = [];
  return {
    uploads,
    preparePhoto: vi.fn(async (file: File) => ({ ok: true as const, photo: photo(file.name) })),
    snapshotPhoto: vi.fn(async () => SNAPSHOT),
    photoFromSnapshot,
    checkPhoto: vi.fn(async () => ({ kind: 'passed' as const, facesCamera: true })),
    chosenPhoto: keptInMemory(),
    releasePreview: vi.fn(),
    sendUpload: vi.fn(
      (request, options) =>
        new Promise<UploadOutcome>((resolve) => {
          uploads.push({ request, options });
          pending = resolve;
        }),
    ),
    sendAnotherLook: vi.fn(async () => ({ ok: true as const, response: queued })),
    fetchJob: vi.fn(async () => job('processing')),
    fetchVariations: vi.fn(async () => ({ ok: true as const, variations: ALL_VARIATIONS })),
    requestVariationPick: vi.fn(
      async (_jobId: string, variation: number): Promise<VariationPick> => ({
        ok: true,
        picked: { variation, artwork_url: variationArt(variation), products: [mugOf(variation)] },
      }),
    ),
    loadClientConfig: vi.fn(async () => config),
    shopperIdentity: () => ({ guest_session_id: 'guest-1' }),
    alert: vi.fn(),
    toastSuccess: vi.fn(),
    toastProblem: vi.fn(),
    async answerUpload(outcome) {
      pending?.(outcome);
      pending = null;
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

export const photoFile = () => new File(['x'], 'me.jpg', { type: 'image/jpeg' });

/** A store with a photo, a style and a gender chosen. */
export async function readyToSubmit(deps: FakeDeps) {
  const store = createGenerationStore(deps);
  await store.getState().choosePhoto(photoFile());
  store.getState().selectStyle('royal_oil_paint', 'Royal Portrait');
  store.getState().setGender('female');
  return store;
}

/** A store whose upload was queued: it is now polling the job. */
export async function pollingStore(deps: FakeDeps) {
  const store = await readyToSubmit(deps);
  const submitted = store.getState().submit();
  await deps.answerUpload({ ok: true, response: queued });
  await submitted;
  return store;
}

/** A store whose upload answered with the finished art at once. */
export async function finishedStore(deps: FakeDeps) {
  const store = await readyToSubmit(deps);
  const submitted = store.getState().submit();
  await deps.answerUpload({ ok: true, response: completedAtOnce });
  await submitted;
  return store;
}
