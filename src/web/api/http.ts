import type { z } from 'zod';

/** A JSON answer read and checked against its schema, or why there is none. */
export type JsonResult<T> =
  | { ok: true; data: T }
  /** `status` is absent when no answer arrived; `body` is the error answer's JSON, if any. */
  | { ok: false; status?: number; body?: unknown };

type RequestOptions = { timeoutMs?: number };

/**
 * GET a JSON resource. Never throws: network failures, timeouts, error statuses and answers
 * that do not match the schema all come back as `{ ok: false }` for the caller to word.
 */
export function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<JsonResult<z.infer<S>>> {
  return requestJson(url, {}, schema, options);
}

/** POST a JSON body and read the JSON answer, with the same never-throwing contract. */
export function postJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<JsonResult<z.infer<S>>> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  return requestJson(url, init, schema, options);
}

/** PATCH a JSON body and read the JSON answer, with the same never-throwing contract. */
export function patchJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<JsonResult<z.infer<S>>> {
  const init = {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  return requestJson(url, init, schema, options);
}

/** DELETE a resource; like the others it never throws, and an answer without a body is fine. */
export async function sendDelete(
  url: string,
  options: RequestOptions = {},
): Promise<{ ok: true } | { ok: false; status?: number; body?: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'DELETE',
      headers: { accept: 'application/json' },
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : null,
    });
  } catch {
    return { ok: false };
  }
  if (response.ok) return { ok: true };
  return { ok: false, status: response.status, body: await readJson(response) };
}

async function requestJson<S extends z.ZodType>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  schema: S,
  options: RequestOptions,
): Promise<JsonResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
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

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
