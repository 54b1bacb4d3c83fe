import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/**
 * Whether the text holds a C0 control character other than tab, line feed and carriage return,
 * or DEL. None belongs in a name, an address or a prompt, and a NUL is refused by Postgres
 * halfway through a write.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** Whether any string anywhere in a parsed JSON value holds a control character. */
export function containsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (Array.isArray(value)) return value.some(containsControlCharacter);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, inner]) => hasControlCharacter(key) || containsControlCharacter(inner),
    );
  }
  return false;
}

/**
 * The start of every text field of a request body: a string with no control character,
 * checked before any trimming so nothing is quietly dropped.
 */
export const text = () =>
  z.string().refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE);
