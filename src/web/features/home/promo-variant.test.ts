import { describe, expect, it } from 'vitest';
import type { JobStatus } from '../generation/generation-contract';
import { promoVariant } from './promo-variant';

const variant = (jobStatus: JobStatus, hasPhoto: boolean, hasProducts = false) =>
  promoVariant({ jobStatus, hasPhoto, hasProducts });

describe('promo variant', () => {
  it('announces more styles while the art is made, after a failure, or once products exist', () => {
    expect(variant('uploading', true)).toBe('more-styles');
    expect(variant('polling', true)).toBe('more-styles');
    expect(variant('failed', true)).toBe('more-styles');
    expect(variant('completed', true, true)).toBe('more-styles');
    expect(variant('idle', false, true)).toBe('more-styles');
  });

  it('shows the product slideshow once a photo is chosen', () => {
    expect(variant('idle', true)).toBe('slideshow');
    expect(variant('completed', true)).toBe('slideshow');
  });

  it('invites an upload otherwise', () => {
    expect(variant('idle', false)).toBe('upload-prompt');
  });
});
