import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonText } from './json-text';

const lineSchema = z.object({ unitPrice: z.number().int(), quantity: z.number().int() });

describe('parseJsonText', () => {
  it('gives the value when the text is JSON of the schema’s shape', () => {
    expect(parseJsonText(z.array(lineSchema), '[{"unitPrice":2999,"quantity":2}]')).toEqual({
      ok: true,
      value: [{ unitPrice: 2999, quantity: 2 }],
    });
  });

  it('says the text is not JSON, without quoting it', () => {
    const read = parseJsonText(lineSchema, '{"street":"12 Secret Lane"');
    expect(read).toEqual({
      ok: false,
      error: { code: 'not_json', message: 'The text is not JSON' },
    });
  });

  it('names each path that does not fit when the JSON has another shape', () => {
    const read = parseJsonText(z.array(lineSchema), '[{"unitPrice":"29.99"}]');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe('wrong_shape');
    expect(read.error.message).toContain('0.unitPrice:');
    expect(read.error.message).toContain('0.quantity:');
    expect(read.error.message).not.toContain('29.99');
  });

  it('names the whole value when it is of the wrong kind altogether', () => {
    const read = parseJsonText(lineSchema, 'null');
    expect(read).toMatchObject({ ok: false, error: { code: 'wrong_shape' } });
    if (!read.ok) expect(read.error.message).toMatch(/^\(the whole value\): /);
  });
});
