import type { z } from 'zod';
import { type JsonTextFailure, parseJsonText } from '../../shared/json-text';

/**
 * A JSON column we wrote that no longer fits its shape. It is the store's fault, never the
 * shopper's: it is not a ZodError (which the HTTP layer answers as the client's 400), so a
 * request meeting it is logged with the record's name and answered with the plain 500, and
 * background work logs it and carries on.
 */
export class StoredRecordError extends Error {
  override readonly name = 'StoredRecordError';
  constructor(
    /** Which column of which row, e.g. `orders.lines of order 3f…`. */
    readonly record: string,
    readonly failure: JsonTextFailure,
  ) {
    super(`Stored ${record} does not fit its shape (${failure.code}): ${failure.message}`);
  }
}

/** Reads a JSON column as the shape it was written in; throws StoredRecordError if it is not. */
export function readStoredJson<S extends z.ZodType>(
  schema: S,
  text: string,
  record: string,
): z.output<S> {
  const read = parseJsonText(schema, text);
  if (!read.ok) throw new StoredRecordError(record, read.error);
  return read.value;
}
