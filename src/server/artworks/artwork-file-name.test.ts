import { describe, expect, it } from 'vitest';
import { artworkFileName } from './artwork-file-name';

describe('a bought artwork’s file name', () => {
  it('names the style and the order as the shopper knows it', () => {
    expect(artworkFileName('royal_oil_paint', 'MM-7KQ2')).toBe(
      'masterpiece-me-royal-oil-paint-MM-7KQ2.jpg',
    );
  });

  it('calls a shopper’s own description custom, and keeps only what a file name holds', () => {
    expect(artworkFileName(null, 'MM/../x y')).toBe('masterpiece-me-custom-MM-x-y.jpg');
  });
});
