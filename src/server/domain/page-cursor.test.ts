import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor';

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const AT = '2026-03-01T10:00:00.000Z';

describe('the owner’s order list page cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = { createdAt: AT, id: 'order-1' };
    expect(decodePageCursor(encodePageCursor(cursor))).toEqual(cursor);
  });

  it('reads nothing from a cursor the list could not have made', () => {
    for (const text of [
      'not base64 json',
      encoded([AT]),
      encoded([AT, 'order-1', 'more']),
      encoded({ createdAt: AT, id: 'order-1' }),
      encoded([AT, 7]),
      encoded(['yesterday', 'order-1']),
      encoded([AT, '']),
      encoded([AT, 'o'.repeat(129)]),
      encoded([AT, 'order-\u0000']),
      encoded([`${AT}\u0000`, 'order-1']),
    ]) {
      expect(decodePageCursor(text), text).toBeNull();
    }
  });
});
