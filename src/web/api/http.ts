import type { z } from 'zod';

/** A JSON answer read and checked against its schema, or why there is none. */
export type JsonResult<T> =
  | { ok: true; data: T }
  /** `status` is absent when no answer arrived; `body` is the error answer's JSON, if any. */
  | { ok: false; status?: number; body?: unknown };

/**
 * GET a JSON resource. Never throws: network failures, timeouts, error statuses and answers
 * that do not match the schema all come back as `{ ok: false }` for the caller to word.
 */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  options: { timeoutMs?: number } = {},
): Promise<JsonResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : null,
    });
  } catch {
    return { ok: false };
  }
  const body = await readJson(response);
  if (!response.ok) return { ok: false, status: response.status, body };
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status };
}

/** POST a JSON body and read the JSON answer, with the same never-throwing contract as `getJson`. */
export async function postJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: S,
  options: { timeoutMs?: number } = {},
): Promise<JsonResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : null,
    });
  } catch {
    return { ok: false };
  }
  const answer = await readJson(response);
  if (!response.ok) return { ok: false, status: response.status, body: answer };
  const parsed = schema.safeParse(answer);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
