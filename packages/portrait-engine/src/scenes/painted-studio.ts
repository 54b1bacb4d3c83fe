import { seedFrom } from '../prng';
import { fractalNoise, gradient, mottle, paintSvg } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('painted-studio');

function body(w: number, h: number): string {
  return [
    '<defs>',
    // A portrait painter's backdrop: lighter behind the head, falling to umber at the edges.
    gradient('radial', 'cloth', 'cx="0.56" cy="0.34" r="0.8"', [
      [0, '#8a7a62'],
      [0.45, '#5e5040'],
      [1, '#2a231c'],
    ]),
    gradient('linear', 'floor', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#000000', 0],
      [1, '#000000', 0.45],
    ]),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#cloth)"/>`,
    `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#floor)"/>`,
  ].join('');
}

/**
 * A plain painted studio backdrop: a mottled cloth in warm greys and umber, lit behind the
 * sitter's head, as in a studio portrait, so nothing competes with the face.
 */
export const paintedStudio: Scene = {
  name: 'painted-studio',
  async paint(width, height) {
    const picture = await paintSvg(width, height, body(width, height));
    mottle(picture, fractalNoise(width, height, seed, width * 0.35, 4), 14);
    return mottle(picture, fractalNoise(width, height, seed + 5, width * 0.05, 2), 5);
  },
  light: {
    from: { x: -0.75, y: -0.6 },
    falloff: 2,
    lit: [1.08, 1.03, 0.96],
    shade: [0.62, 0.58, 0.56],
    rim: [255, 236, 210],
    rimStrength: 0.25,
    spill: 0.12,
    glow: { colour: [150, 130, 100], strength: 0.18, x: 0.6, y: -0.4, spread: 2.4 },
  },
};
