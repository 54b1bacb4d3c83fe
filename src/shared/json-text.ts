import type { z } from 'zod';

/**
 * Why JSON text could not be read as its schema: it is not JSON at all, or it is JSON of
 * another shape. `message` names the paths that do not fit and never quotes the text, which
 * may hold a shopper's address.
 */
export interface JsonTextFailure {
  code: 'not_json' | 'wrong_shape';
  message: string;
}

export type JsonTextResult<T> = { ok: true; value: T } | { ok: false; error: JsonTextFailure };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length ? issue.path.join('.') : '(the whole value)'}: ${issue.message}`,
    )
    .join('; ');
}

/** Reads JSON text as `schema` says it is; never throws, whatever the text. */
export function parseJsonText<S extends z.ZodType>(
  schema: S,
  text: string,
): JsonTextResult<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's own message quotes the text around the fault.
    return { ok: false, error: { code: 'not_json', message: 'The text is not JSON' } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: { code: 'wrong_shape', message: describeIssues(parsed.error) } };
}
