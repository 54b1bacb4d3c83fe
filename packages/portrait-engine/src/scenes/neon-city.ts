import { createRandom, seedFrom } from '../prng';
import { fixed, gradient, paintSvg } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('neon-city');
const MAGENTA = '#ff2ad0';
const CYAN = '#22eaff';

/** A tower block from `left` to `right` rising to `top`, with rows of lit and dark windows. */
function block(
  random: () => number,
  left: number,
  right: number,
  top: number,
  h: number,
  tone: string,
) {
  const windows: string[] = [];
  const size = Math.max(3, (right - left) / 14);
  for (let y = top + size; y < h; y += size * 1.7) {
    // Whole floors are lit or dark, and lit ones are mostly warm, a few neon.
    if (random() < 0.3) continue;
    const floor = random() < 0.75 ? '#ffcf88' : random() < 0.5 ? CYAN : MAGENTA;
    for (let x = left + size * 0.6; x < right - size; x += size * 1.5) {
      if (random() < 0.35) continue;
      windows.push(
        `<rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(size * 0.8)}" height="${fixed(size * 0.9)}" fill="${floor}" fill-opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`,
      );
    }
  }
  return `<rect x="${fixed(left)}" y="${fixed(top)}" width="${fixed(right - left)}" height="${fixed(h - top)}" fill="${tone}"/>${windows.join('')}`;
}

/** A neon sign: a glowing tube outline with made-up glyphs stacked down it. */
function sign(
  random: () => number,
  x: number,
  y: number,
  width: number,
  height: number,
  colour: string,
) {
  const glyphs: string[] = [];
  const count = Math.max(2, Math.round(height / width));
  for (let i = 0; i < count; i++) {
    const gy = y + (height * (i + 0.2)) / count;
    const g = width * 0.6;
    const gx = x + width * 0.2;
    const parts = [
      `M ${fixed(gx)},${fixed(gy)} h ${fixed(g)}`,
      `M ${fixed(gx + g * (0.2 + random() * 0.6))},${fixed(gy)} v ${fixed(g * 0.7)}`,
      `M ${fixed(gx)},${fixed(gy + g * 0.7)} h ${fixed(g * (0.5 + random() * 0.5))}`,
    ];
    glyphs.push(`<path d="${parts.join(' ')}"/>`);
  }
  const tube = `<rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(width)}" height="${fixed(height)}" rx="${fixed(width * 0.12)}" fill="#100818"/>`;
  const lit = `<g fill="none" stroke="${colour}" stroke-width="${fixed(width * 0.07)}" stroke-linecap="round"><rect x="${fixed(x + 3)}" y="${fixed(y + 3)}" width="${fixed(width - 6)}" height="${fixed(height - 6)}" rx="${fixed(width * 0.1)}"/>${glyphs.join('')}</g>`;
  return `${tube}<g filter="url(#neon)">${lit}</g>${lit}`;
}

function rain(w: number, h: number): string {
  const random = createRandom(seed + 9);
  const out: string[] = [];
  for (let i = 0; i < 220; i++) {
    const x = random() * w;
    const y = random() * h;
    const length = h * (0.02 + random() * 0.05);
    out.push(
      `<line x1="${fixed(x)}" y1="${fixed(y)}" x2="${fixed(x - length * 0.12)}" y2="${fixed(y + length)}"/>`,
    );
  }
  return `<g stroke="#b8c8ff" stroke-width="1" opacity="0.32">${out.join('')}</g>`;
}

function body(w: number, h: number): string {
  const random = createRandom(seed);
  const far: string[] = [];
  for (let x = 0; x < w; x += w * (0.07 + random() * 0.06)) {
    far.push(
      block(random, x, x + w * (0.08 + random() * 0.06), h * (0.18 + random() * 0.2), h, '#0e2f3a'),
    );
  }
  return [
    '<defs>',
    '<filter id="neon"><feGaussianBlur stdDeviation="6"/></filter>',
    gradient('radial', 'haze', '', [
      [0, '#22d8ff', 0.35],
      [1, '#22d8ff', 0],
    ]),
    gradient('linear', 'smog', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#02060c'],
      [0.5, '#06222c'],
      [1, '#0e3e48'],
    ]),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#smog)"/>`,
    `<g opacity="0.75">${far.join('')}</g>`,
    `<ellipse cx="${w * 0.5}" cy="${h * 0.55}" rx="${w * 0.6}" ry="${h * 0.18}" fill="url(#haze)"/>`,
    block(random, -w * 0.02, w * 0.24, h * 0.05, h, '#050a12'),
    block(random, w * 0.76, w * 1.02, h * 0.1, h, '#060c14'),
    sign(random, w * 0.17, h * 0.16, w * 0.09, h * 0.38, MAGENTA),
    sign(random, w * 0.02, h * 0.6, w * 0.07, h * 0.22, '#ff7a2a'),
    sign(random, w * 0.76, h * 0.22, w * 0.09, h * 0.3, CYAN),
    sign(random, w * 0.88, h * 0.58, w * 0.08, h * 0.2, MAGENTA),
    rain(w, h),
  ].join('');
}

/** A neon city at night in the rain: towers of lit windows, glowing signs, teal smog. */
export const neonCity: Scene = {
  name: 'neon-city',
  paint(width, height) {
    return paintSvg(width, height, body(width, height));
  },
  light: {
    from: { x: 1, y: -0.1 },
    falloff: 2.5,
    lit: [0.92, 1.08, 1.16],
    shade: [0.8, 0.5, 0.86],
    rim: [40, 230, 255],
    rimStrength: 1,
    spill: 0.24,
    glow: { colour: [255, 60, 200], strength: 0.3, x: -1.6, y: 0.2, spread: 2.2 },
  },
};
