import { describe, expect, it } from 'vitest';
import { DISPLAY_ID_PATTERN, generateDisplayId } from './display-id';

describe('generateDisplayId', () => {
  it('gives short numbers without characters that are easy to confuse', () => {
    const ids = Array.from({ length: 500 }, () => generateDisplayId());
    for (const id of ids) {
      expect(id).toMatch(DISPLAY_ID_PATTERN);
      expect(id.slice(3)).not.toMatch(/[01ILOU]/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every character from the random source', () => {
    expect(generateDisplayId(() => 0)).toBe('MM-222222');
    expect(generateDisplayId((n) => n - 1)).toBe('MM-ZZZZZZ');
  });
});
