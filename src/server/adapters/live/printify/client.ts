import type { z } from 'zod';
import { errorBodySchema } from './schemas';

export interface PrintifyClientConfig {
  apiToken: string;
  baseURL: string;
  /** Per attempt. */
  timeoutMs: number;
}

export interface PrintifyClient {
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  /**
   * `retryServerErrors: false` for a POST that must not be repeated blindly: Printify may have
   * acted before it failed (an order), so the caller checks first and retries itself.
   */
  post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: { retryServerErrors?: boolean },
  ): Promise<z.output<S>>;
  /** A DELETE; one of something already gone (404) is done, not an error. */
  delete(path: string): Promise<void>;
}

/** A Printify answer that was not a success, with its HTTP status for callers that care. */
export class PrintifyApiError extends Error {
  override readonly name = 'PrintifyApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

// Printify asks every caller to name itself in the User-Agent.
const USER_AGENT = 'MasterpieceMe/0.1 (+printify adapter)';
const MAX_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 250;
// Bounds a Retry-After we obey so one rate limit cannot stall a generation job for minutes.
const MAX_BACKOFF_MS = 8_000;

const isRetryable = (status: number, serverErrors: boolean) =>
  status === 429 || (serverErrors && status >= 500);

function backoffMs(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  const wanted = Number.isFinite(seconds) ? seconds * 1000 : FIRST_BACKOFF_MS * 2 ** (attempt - 1);
  return Math.min(Math.max(wanted, 0), MAX_BACKOFF_MS);
}

/** `Validation failed. (Image has low quality)` from Printify's `{ message, errors: { reason } }`. */
async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.slice(0, 300) || response.statusText;
  }
  const body = errorBodySchema.safeParse(parsed);
  if (!body.success) return text.slice(0, 300);
  const { message, error, errors } = body.data;
  const reason =
    errors && typeof errors === 'object' && 'reason' in errors && typeof errors.reason === 'string'
      ? errors.reason
      : errors === undefined
        ? undefined
        : JSON.stringify(errors).slice(0, 300);
  const summary = message ?? error ?? response.statusText;
  return reason ? `${summary} (${reason})` : summary;
}

export function createPrintifyClient(config: PrintifyClientConfig): PrintifyClient {
  const baseURL = config.baseURL.replace(/\/+$/, '');

  async function send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body: unknown,
    retryServerErrors: boolean,
  ): Promise<unknown> {
    const label = `Printify ${method} ${path}`;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${baseURL}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${config.apiToken}`,
            'user-agent': USER_AGENT,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(`${label} timed out after ${config.timeoutMs} ms`, { cause: error });
        }
        throw new Error(`${label} could not reach Printify: ${String(error)}`, { cause: error });
      }
      if (response.ok) return response.json();
      if (isRetryable(response.status, retryServerErrors) && attempt < MAX_ATTEMPTS) {
        await response.body?.cancel();
        const wait = backoffMs(attempt, response.headers.get('retry-after'));
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      const reason = await describeFailure(response);
      throw new PrintifyApiError(
        `${label} failed with ${response.status}: ${reason}`,
        response.status,
      );
    }
  }

  async function parsed<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
    retryServerErrors = true,
  ): Promise<z.output<S>> {
    const answer = schema.safeParse(await send(method, path, body, retryServerErrors));
    if (answer.success) return answer.data;
    const issues = answer.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Printify ${method} ${path} answered an unexpected shape: ${issues}`);
  }

  return {
    get: (path, schema) => parsed('GET', path, schema),
    post: (path, body, schema, options) =>
      parsed('POST', path, schema, body, options?.retryServerErrors ?? true),
    async delete(path) {
      await send('DELETE', path, undefined, true).catch((error: unknown) => {
        if (!(error instanceof PrintifyApiError && error.status === 404)) throw error;
      });
    },
  };
}
