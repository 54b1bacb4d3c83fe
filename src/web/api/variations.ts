import {
  type PickedVariation,
  pickedVariationSchema,
  type VariationsResponse,
  variationsResponseSchema,
} from '../../shared/api/variations';
import { getJson, postJson } from './http';
import { jobPath } from './jobs';

/**
 * The variations painted so far, or why not. `gone` means asking again cannot help: the job is
 * not there for this shopper (404, 401, 403); anything else (no answer, a 5xx) may pass.
 */
export type VariationsCheck =
  | { ok: true; variations: VariationsResponse }
  | { ok: false; gone: boolean };

export type VariationPick = { ok: true; picked: PickedVariation } | { ok: false };

/** A request that hangs must not hold the one-a-second asking for long. */
const VARIATIONS_TIMEOUT_MS = 10_000;
/** The first pick of a variation makes its mock-ups: about a second, more on a busy server. */
const PICK_TIMEOUT_MS = 30_000;

const GONE_STATUSES = new Set([401, 403, 404]);

/** GET /api/jobs/{id}/variations, with the job's own credentials (its cookie). */
export async function fetchVariations(jobId: string): Promise<VariationsCheck> {
  const result = await getJson(`${jobPath(jobId)}/variations`, variationsResponseSchema, {
    timeoutMs: VARIATIONS_TIMEOUT_MS,
  });
  if (result.ok) return { ok: true, variations: result.data };
  return { ok: false, gone: result.status !== undefined && GONE_STATUSES.has(result.status) };
}

/** POST /api/jobs/{id}/variations/{variation}/pick: that variation's products. */
export async function requestVariationPick(
  jobId: string,
  variation: number,
): Promise<VariationPick> {
  const result = await postJson(
    `${jobPath(jobId)}/variations/${variation}/pick`,
    {},
    pickedVariationSchema,
    { timeoutMs: PICK_TIMEOUT_MS },
  );
  return result.ok ? { ok: true, picked: result.data } : { ok: false };
}
