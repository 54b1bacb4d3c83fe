import { describe, expect, it } from 'vitest';
import { containsControlCharacter, hasControlCharacter, text } from './text';

const REFUSED = [
  ...Array.from({ length: 9 }, (_, code) => code),
  0x0b,
  0x0c,
  ...Array.from({ length: 0x20 - 0x0e }, (_, i) => 0x0e + i),
  0x7f,
];

describe('control characters', () => {
  it.each(REFUSED)('refuses character code %i in the middle of text', (code) => {
    expect(hasControlCharacter(`Gr${String.fromCharCode(code)}ace`)).toBe(true);
    expect(text().safeParse(`Gr${String.fromCharCode(code)}ace`).success).toBe(false);
  });

  it('takes tab, newlines and any printable text, accents and emoji included', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb', 'Zoë Ångström 🎨', '']) {
      expect(hasControlCharacter(value)).toBe(false);
      expect(text().safeParse(value).success).toBe(true);
    }
  });

  it('checks before trimming, so a trailing form feed is refused, not dropped', () => {
    expect(text().trim().safeParse('Grace\f').success).toBe(false);
  });

  it('finds a control character anywhere in a JSON value, keys included', () => {
    expect(containsControlCharacter({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsControlCharacter({ 'k\u0001': 1 })).toBe(true);
    expect(containsControlCharacter({ a: [1, true, null, 'fine'] })).toBe(false);
  });
});
