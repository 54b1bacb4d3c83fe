import type { PersonFinder } from '@masterpiece-me/vision';
import { createPersonFinder, facesCamera } from '@masterpiece-me/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import { STYLE_IDS } from '../../shared/styles';
import { inspectPhoto } from './inspect-photo';
import { STYLE_SITTERS, samplePortraitFor } from './sample-portraits';

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

describe('the style thumbnails’ sample portraits', () => {
  it('are photos a shopper could upload: one person, facing the camera', async () => {
    for (const styleId of STYLE_IDS) {
      const { photo, sitter } = await samplePortraitFor(styleId);
      const verdict = await inspectPhoto(finder, photo);
      expect(verdict.ok, sitter).toBe(true);
      const [face] = verdict.ok ? (verdict.faces?.faces ?? []) : [];
      expect(face && facesCamera(face), sitter).toBe(true);
    }
  });

  it('show the engine on several people, women and men', async () => {
    const portraits = await Promise.all(STYLE_IDS.map((styleId) => samplePortraitFor(styleId)));
    expect(new Set(Object.values(STYLE_SITTERS)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(portraits.map((portrait) => portrait.photo.toString('base64'))).size).toBe(
      new Set(Object.values(STYLE_SITTERS)).size,
    );
    expect(new Set(portraits.map((portrait) => portrait.gender))).toEqual(
      new Set(['female', 'male']),
    );
  });
});
