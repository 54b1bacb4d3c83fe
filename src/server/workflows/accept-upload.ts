import { randomBytes, randomUUID } from 'node:crypto';
import { writeSeenFaces } from '@masterpiece-me/vision';
import type { UploadFields } from '../../shared/api/generation';
import { CUSTOM_STYLE_ID } from '../../shared/styles';
import type { JobsRepository } from '../db/jobs-repository';
import type { StyleSwitchesRepository } from '../db/style-switches-repository';
import { quotaOwnerKey } from '../domain/quota-owner';
import type { CheckOutcome, CheckRequest } from '../photos/check-queue';
import type { PhotoVerdict } from '../photos/inspect-photo';
import { originalToKeep } from '../photos/metadata/strip-photo-metadata';
import { type JobQueue, QueueUnavailableError } from '../ports/job-queue';
import type { MediaStore } from '../ports/media-store';
import type { QueueRoom } from './queue-room';
import type { WorkerPresence } from './worker-presence';

export interface AcceptUploadDeps {
  jobs: JobsRepository;
  /** A style a shop owner switched off is refused before anything else is done. */
  styleSwitches: Pick<StyleSwitchesRepository, 'isDisabled'>;
  /**
   * Checks and normalises the photo, one person in it (off the request thread); refused when
   * the queue of checks is full, dropped when the client hangs up first.
   */
  inspectPhoto(bytes: Buffer, request: CheckRequest): Promise<CheckOutcome<PhotoVerdict>>;
  media: MediaStore;
  queue: JobQueue;
  clock: () => Date;
  generationsPerHour: number;
  /** The same hour counted per client address, whatever owner each upload names. */
  generationsPerAddressPerHour: number;
  /** Places in the job queue, held from admission until the job is queued or refused. */
  queueRoom: QueueRoom;
  /** With no worker alive, a job would wait for nobody: the upload is refused as busy. */
  workerPresence: WorkerPresence;
}

export interface UploadRequest {
  fields: UploadFields;
  photo: Buffer;
  /** Where the upload came from: its quota and its photo checks are counted per address too. */
  clientAddress: string;
  /** Fires when the client hangs up: nobody would hear of the job. */
  abandoned?: AbortSignal;
}

/** Why an upload was refused; the HTTP layer turns each into its SPEC body. */
export type UploadRefusal =
  | {
      code: 'invalid_photo';
      problem: Exclude<PhotoVerdict, { ok: true }>['problem'];
      message: string;
    }
  | { code: 'style_unavailable' }
  | { code: 'wizards_recharging' }
  | { code: 'gallery_busy' }
  | { code: 'queue_unavailable' }
  /** The client hung up before its photo's check was done: nothing is kept, nobody is told. */
  | { code: 'abandoned' };

/** What admitGeneration refuses: checks of the shop's state, none of the photo. */
export type AdmissionRefusal = Extract<
  UploadRefusal,
  { code: 'style_unavailable' | 'wizards_recharging' | 'gallery_busy' | 'queue_unavailable' }
>;

export type UploadOutcome = { ok: true; jobId: string } | { ok: false; refusal: UploadRefusal };

/** What admitGeneration answers: a refusal, or a place in the queue to give back when done. */
export type Admission =
  | { ok: false; refusal: AdmissionRefusal }
  | { ok: true; release: () => void };

const HOUR_MS = 60 * 60 * 1000;
/** 128 random bits: a media name cannot be guessed. */
const MEDIA_NAME_BYTES = 16;

/**
 * Accepts a photo for generation: quota and back-pressure first (cheap), then the photo is
 * checked and normalised, both versions stored, the job recorded and queued. A refusal or a
 * failure leaves no job and no stored photo behind.
 */
export async function acceptUpload(
  deps: AcceptUploadDeps,
  request: UploadRequest,
): Promise<UploadOutcome> {
  const { fields } = request;
  const ownerKey = quotaOwnerKey(fields, request.clientAddress);
  const uploadKey = fields.upload_key ?? null;
  // The same "Create My Art" again: its job, whatever the quota or the photo now say.
  const made = uploadKey && (await deps.jobs.findByUploadKey(ownerKey, uploadKey));
  if (made) return { ok: true, jobId: made };

  const admitted = await admitGeneration(deps, ownerKey, request.clientAddress, fields.style_id);
  if (!admitted.ok) return refuse(admitted.refusal);
  try {
    return await checkStoreAndQueue(deps, request, ownerKey);
  } finally {
    admitted.release();
  }
}

/** The admitted upload's photo checked, stored, recorded and queued. */
async function checkStoreAndQueue(
  deps: AcceptUploadDeps,
  request: UploadRequest,
  ownerKey: string,
): Promise<UploadOutcome> {
  const { fields, clientAddress, abandoned } = request;
  const now = deps.clock();
  const uploadKey = fields.upload_key ?? null;
  const checked = await deps.inspectPhoto(request.photo, { clientAddress, abandoned });
  if (!checked.ran) {
    return refuse({ code: checked.refusal === 'busy' ? 'gallery_busy' : 'abandoned' });
  }
  const prepared = checked.value;
  if (!prepared.ok) {
    return refuse({ code: 'invalid_photo', problem: prepared.problem, message: prepared.message });
  }

  const jobId = randomUUID();
  // Media URLs are public: they carry a name of their own, never the job's id (which is
  // enough to ask for the job).
  const mediaName = newMediaName();
  // Never served, but kept: without where and when it was taken, or anything else but the
  // picture, its colours and which way is up.
  const original = originalToKeep(request.photo, prepared.photo);
  const originalKey = `originals/${mediaName}.${original.type}`;
  const photoKey = `photos/${mediaName}.jpg`;
  // A shopper's photo is kept only for its job: whatever stops the job from being recorded
  // and queued takes the stored photos with it.
  const forgetPhotos = () =>
    Promise.all([deps.media.delete(originalKey), deps.media.delete(photoKey)]);
  const custom = fields.style_id === undefined || fields.style_id === CUSTOM_STYLE_ID;
  try {
    await deps.media.put(originalKey, original.bytes, `image/${original.type}`);
    await deps.media.put(photoKey, prepared.photo.jpeg, 'image/jpeg');
    const recorded = await deps.jobs.insert(
      {
        id: jobId,
        upload_key: uploadKey,
        owner_key: ownerKey,
        user_id: fields.user_id ?? null,
        guest_session_id: fields.user_id ? null : (fields.guest_session_id ?? null),
        style_id: custom ? null : (fields.style_id ?? null),
        custom_prompt: custom ? (fields.custom_prompt ?? null) : null,
        gender: fields.gender,
        original_key: originalKey,
        photo_key: photoKey,
        client_address: request.clientAddress,
        media_name: mediaName,
        faces: prepared.faces ? writeSeenFaces(prepared.faces) : null,
      },
      now,
    );
    // Sent twice at once: the other request recorded the job, and its photos are the job's.
    if (!recorded.created) {
      await forgetPhotos();
      return { ok: true, jobId: recorded.id };
    }
  } catch (error) {
    await forgetPhotos();
    throw error;
  }

  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    await deps.jobs.delete(jobId);
    await forgetPhotos();
    if (error instanceof QueueUnavailableError) return refuse({ code: 'queue_unavailable' });
    throw error;
  }
  return { ok: true, jobId };
}

/**
 * What every new generation passes first, cheapest first: the style is on, the owner's and the
 * address's hour is not used up, a worker is alive, the queue has room, and a place in it is
 * held for the job.
 */
export async function admitGeneration(
  deps: AcceptUploadDeps,
  ownerKey: string,
  clientAddress: string,
  styleId: string | undefined,
): Promise<Admission> {
  const refused = (refusal: AdmissionRefusal): Admission => ({ ok: false, refusal });
  const named = styleId !== undefined && styleId !== CUSTOM_STYLE_ID;
  if (named && (await deps.styleSwitches.isDisabled(styleId))) {
    return refused({ code: 'style_unavailable' });
  }
  if (await quotaSpent(deps, ownerKey, clientAddress, deps.clock())) {
    return refused({ code: 'wizards_recharging' });
  }
  if (!(await deps.workerPresence.anyAlive())) return refused({ code: 'gallery_busy' });
  try {
    const release = await deps.queueRoom.hold();
    return release ? { ok: true, release } : refused({ code: 'gallery_busy' });
  } catch (error) {
    if (error instanceof QueueUnavailableError) return refused({ code: 'queue_unavailable' });
    throw error;
  }
}

/** 128 random bits: a media name cannot be guessed. */
export const newMediaName = () => randomBytes(MEDIA_NAME_BYTES).toString('base64url');

/**
 * Whether the hour's generations are used up for this owner or for this address. The owner is
 * a string the client chooses (a guest id), so the address bounds what one client can ask for.
 */
async function quotaSpent(
  deps: AcceptUploadDeps,
  ownerKey: string,
  clientAddress: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [byOwner, byAddress] = await Promise.all([
    deps.jobs.countByOwnerSince(ownerKey, since),
    deps.jobs.countByAddressSince(clientAddress, since),
  ]);
  return byOwner >= deps.generationsPerHour || byAddress >= deps.generationsPerAddressPerHour;
}

function refuse(refusal: UploadRefusal): UploadOutcome {
  return { ok: false, refusal };
}
