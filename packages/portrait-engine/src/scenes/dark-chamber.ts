import { seedFrom } from '../prng';
import { fixed, fractalNoise, gradient, mottle, paintSvg } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('dark-chamber');

/** A heavy red cloth sinking into the shadow at the top right, as in Caravaggio's rooms. */
function cloth(w: number, h: number): string {
  const folds = [0.62, 0.72, 0.82, 0.92].map((x, i) => {
    const sag = h * (0.16 + i * 0.05);
    return `<path d="M ${fixed(w * (x - 0.08))},0 Q ${fixed(w * x)},${fixed(sag)} ${fixed(w * (x + 0.09))},0 Z" fill="url(#cloth)" fill-opacity="${(0.55 + i * 0.1).toFixed(2)}"/>`;
  });
  return [
    `<path d="M ${w * 0.5},0 L ${w},0 L ${w},${h * 0.42} C ${w * 0.92},${h * 0.3} ${w * 0.78},${h * 0.14} ${w * 0.5},0 Z" fill="url(#cloth)"/>`,
    ...folds,
  ].join('');
}

function body(w: number, h: number): string {
  return [
    '<defs>',
    gradient('radial', 'room', 'cx="0.62" cy="0.3" r="0.85"', [
      [0, '#140e09'],
      [0.5, '#0a0705'],
      [1, '#030202'],
    ]),
    gradient('linear', 'cloth', 'x1="0" y1="0" x2="1" y2="1"', [
      [0, '#3a0806'],
      [0.5, '#5e120c'],
      [1, '#160302'],
    ]),
    gradient('linear', 'sill', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#000000', 0],
      [1, '#000000', 0.7],
    ]),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#room)"/>`,
    cloth(w, h),
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="url(#sill)"/>`,
  ].join('');
}

/**
 * A bare room in near darkness. The one raking light that picks out the sitter crosses the
 * wall behind them, placed by the face each time.
 */
export const darkChamber: Scene = {
  name: 'dark-chamber',
  async paint(width, height) {
    const picture = await paintSvg(width, height, body(width, height));
    return mottle(picture, fractalNoise(width, height, seed, width * 0.1), 5);
  },
  light: {
    from: { x: -0.85, y: -0.55 },
    falloff: 0.75,
    lit: [1.14, 1.04, 0.9],
    shade: [0.42, 0.36, 0.3],
    rim: [255, 222, 170],
    rimStrength: 0.3,
    spill: 0.08,
    beam: { colour: [255, 206, 140], strength: 0.65, x: 1.3, y: -1.1, angle: 0.62, width: 0.8 },
  },
};
