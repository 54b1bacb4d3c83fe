import { randomUUID } from 'node:crypto';
import type { AnotherLookRequest } from '../../shared/api/generation';
import { VARIATIONS_PER_CREATION } from '../../shared/api/variations';
import { CUSTOM_STYLE_ID } from '../../shared/styles';
import type { JobRow } from '../db/jobs-repository';
import { QueueUnavailableError } from '../ports/job-queue';
import {
  type AcceptUploadDeps,
  type AdmissionRefusal,
  admitGeneration,
  newMediaName,
} from './accept-upload';

export type AnotherLookOutcome =
  | { ok: true; jobId: string }
  | { ok: false; refusal: AdmissionRefusal }
  /** The photo is no longer kept (its artwork was deleted, or its retention ran out). */
  | { ok: false; refusal: { code: 'photo_gone' } };

/**
 * "Try another look": a new generation of a finished job's own photo in another style (or
 * description), or four new looks of the same, with no new upload. The new job shares the stored photo and what its check
 * found (faces), belongs to the same owner and counts once against the same hour as an upload
 * would. Only the new job is undone if it cannot be queued: the photo is still the first's.
 */
export async function anotherLook(
  deps: AcceptUploadDeps,
  source: JobRow,
  look: AnotherLookRequest,
  clientAddress: string,
): Promise<AnotherLookOutcome> {
  const admitted = await admitGeneration(deps, source.owner_key, clientAddress, look.style_id);
  if (!admitted.ok) return { ok: false, refusal: admitted.refusal };
  try {
    return await queueAnotherLook(deps, source, look, clientAddress);
  } finally {
    admitted.release();
  }
}

/** The admitted look recorded and queued, its photo still stored. */
async function queueAnotherLook(
  deps: AcceptUploadDeps,
  source: JobRow,
  look: AnotherLookRequest,
  clientAddress: string,
): Promise<AnotherLookOutcome> {
  const kept = await Promise.all([
    deps.media.has(source.photo_key),
    deps.media.has(source.original_key),
  ]);
  if (!kept.every(Boolean)) return { ok: false, refusal: { code: 'photo_gone' } };

  const custom = look.style_id === CUSTOM_STYLE_ID;
  const direction = {
    styleId: custom ? null : look.style_id,
    customPrompt: custom ? (look.custom_prompt ?? null) : null,
  };
  // The same style again paints four looks the photo has not had yet.
  const firstLook = await deps.jobs.nextFirstLook(
    source.photo_key,
    direction,
    VARIATIONS_PER_CREATION,
  );
  const jobId = randomUUID();
  await deps.jobs.insert(
    {
      id: jobId,
      owner_key: source.owner_key,
      user_id: source.user_id,
      guest_session_id: source.guest_session_id,
      style_id: direction.styleId,
      custom_prompt: direction.customPrompt,
      gender: source.gender,
      original_key: source.original_key,
      photo_key: source.photo_key,
      client_address: clientAddress,
      media_name: newMediaName(),
      faces: source.faces,
      first_look: firstLook,
    },
    deps.clock(),
  );
  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    await deps.jobs.delete(jobId);
    if (error instanceof QueueUnavailableError) {
      return { ok: false, refusal: { code: 'queue_unavailable' } };
    }
    throw error;
  }
  return { ok: true, jobId };
}
