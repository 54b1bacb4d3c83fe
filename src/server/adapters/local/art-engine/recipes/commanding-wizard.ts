import { blurPlane } from '../ops/blur';
import { dressWith } from '../ops/dress';
import { inEveryCorner, innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { addGlow, applyLight, faceLight } from '../ops/light';
import { specks, twinkle } from '../ops/ornaments';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, strokes } from '../ops/texture';
import { createRandom, seedFrom } from '../prng';
import { luminance, type Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { arcaneNight } from '../scenes/arcane-night';

const seed = seedFrom('commanding_wizard');

/**
 * Drifting motes and twinkles of light in front of the scene's spell circle, round the edges
 * of the picture and never over the face.
 */
function motes(layout: Layout): string {
  const { width, height, face } = layout;
  const random = createRandom(seed);
  const stars = Array.from({ length: 18 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = face.radius * (1.9 + random() * 1.6);
    const x = face.x + Math.cos(angle) * distance;
    const y = face.y + Math.sin(angle) * distance * 1.2;
    return twinkle(x, y, width * (0.008 + random() * 0.012), '#e9dcff');
  });
  return [
    specks(seed + 1, 60, { x: 0, y: 0, width, height }, '#c9a6ff', width * 0.003),
    ...stars,
  ].join('');
}

/** Obsidian with a gilt band of runes and a violet gem in each corner. */
function frame({ width, height }: Layout): string {
  const t = Math.round(width * 0.07);
  const gem = `<circle cx="${t * 0.5}" cy="${t * 0.5}" r="${t * 0.36}" fill="url(#gem)" stroke="#d9b45a" stroke-width="${t * 0.08}"/>`;
  return [
    '<defs><radialGradient id="gem" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#f4e6ff"/><stop offset="0.35" stop-color="#a05cff"/><stop offset="1" stop-color="#2a0a55"/></radialGradient></defs>',
    innerShadow(width, height, t, width * 0.02),
    moulding(width, height, {
      id: 'obsidian',
      thickness: t,
      profile: ['#07040c', '#2a1a40', '#4a2f70', '#1a0f2a', '#0a0612'],
    }),
    `<rect x="${t * 0.5}" y="${t * 0.5}" width="${width - t}" height="${height - t}" fill="none" stroke="#d9b45a" stroke-width="${t * 0.05}" stroke-dasharray="${t * 0.3} ${t * 0.12}"/>`,
    inEveryCorner(width, height, gem),
  ].join('');
}

export const commandingWizard: Recipe = {
  scene: arcaneNight,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, {
      contrast: 0.35,
      saturation: 0.8,
      shadows: [14, -8, 46],
      highlights: [4, 12, 26],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 2);
    applyLight(painted, faceLight(layout, 3.2, 0.85), [0.62, 0.56, 0.8], [1.02, 1.04, 1.1]);
    // Bloom: the brightest parts spill a soft violet light, as if lit by the spell.
    const light = luminance(painted);
    for (let i = 0; i < light.data.length; i++)
      light.data[i] = Math.max(0, ((light.data[i] ?? 0) - 0.55) / 0.45);
    return addGlow(painted, await blurPlane(light, 12), [190, 150, 255], 0.9);
  },
  async dress(picture: Raster, layout: Layout) {
    const texture = cachedTexture('wizard', layout.width, layout.height, () =>
      strokes(layout.width, layout.height, seed, { along: 16, across: 5, angle: 1.2 }),
    );
    applyTexture(picture, texture, 0.05);
    return dressWith(picture, 'wizard', { glow: motes, over: frame });
  },
};
