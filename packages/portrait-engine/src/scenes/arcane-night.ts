import { runeRing, twinkle } from '../ops/ornaments';
import { createRandom, seedFrom } from '../prng';
import { fixed, gradient, paintSvgOver, ridge } from './paint-kit';
import type { Scene } from './scene';
import { paintSky } from './sky';

const seed = seedFrom('arcane-night');

function stars(w: number, h: number): string {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < 220; i++) {
    const x = random() * w;
    const y = random() * h * 0.62;
    const r = 0.5 + random() * random() * 2.2;
    out.push(
      `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r)}" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
    );
  }
  const bright = Array.from({ length: 7 }, () =>
    twinkle(random() * w, random() * h * 0.5, w * (0.01 + random() * 0.012), '#f4ecff'),
  );
  return `<g fill="#f4f0ff">${out.join('')}</g>${bright.join('')}`;
}

/** A circle of glowing runes standing behind the head, like a spell being cast. */
function spellCircle(w: number, h: number): string {
  const cx = w * 0.5;
  const cy = h * 0.37;
  const r = w * 0.44;
  const band = w * 0.05;
  const ring = (radius: number, width: number, opacity: number) =>
    `<circle cx="${cx}" cy="${fixed(cy)}" r="${fixed(radius)}" fill="none" stroke="#7fe8ff" stroke-width="${fixed(width)}" opacity="${opacity}"/>`;
  const circle = [
    ring(r + band * 0.5, 3, 0.9),
    ring(r - band * 0.5, 3, 0.9),
    ring(r - band * 1.6, 1.5, 0.6),
    `<g stroke="#c8f6ff" stroke-width="2.6" stroke-linecap="round" fill="none">${runeRing(seed, cx, cy, r - band * 0.2, band * 0.55)}</g>`,
  ].join('');
  return `<g filter="url(#glow)">${circle}</g>${circle}`;
}

/** A wizard's tower on a far hill at the left, one window lit. */
function tower(w: number, h: number): string {
  const x = w * 0.12;
  const base = h * 0.6;
  return [
    `<g fill="#0c0820"><rect x="${fixed(x - w * 0.035)}" y="${fixed(base - h * 0.22)}" width="${fixed(w * 0.07)}" height="${fixed(h * 0.22)}"/>`,
    `<polygon points="${fixed(x - w * 0.055)},${fixed(base - h * 0.22)} ${fixed(x)},${fixed(base - h * 0.31)} ${fixed(x + w * 0.055)},${fixed(base - h * 0.22)}"/></g>`,
    `<rect x="${fixed(x - w * 0.01)}" y="${fixed(base - h * 0.18)}" width="${fixed(w * 0.02)}" height="${fixed(h * 0.025)}" fill="#ffd27a"/>`,
  ].join('');
}

function body(w: number, h: number): string {
  const random = createRandom(seed + 2);
  const hills = ridge(random, w, h, [0.6, 0.56, 0.64, 0.6, 0.52], 0.05);
  return [
    '<defs>',
    '<filter id="glow"><feGaussianBlur stdDeviation="7"/></filter>',
    '<filter id="halo"><feGaussianBlur stdDeviation="18"/></filter>',
    gradient('radial', 'moon', 'cx="0.4" cy="0.4" r="0.6"', [
      [0, '#fffbea'],
      [0.8, '#e6e0f4'],
      [1, '#b8b0d8'],
    ]),
    '</defs>',
    stars(w, h),
    `<circle cx="${w * 0.83}" cy="${h * 0.12}" r="${w * 0.13}" fill="#c8b8ff" opacity="0.5" filter="url(#halo)"/>`,
    `<circle cx="${w * 0.83}" cy="${h * 0.12}" r="${w * 0.075}" fill="url(#moon)"/>`,
    `<circle cx="${w * 0.805}" cy="${h * 0.105}" r="${w * 0.014}" fill="#cfc6e4"/><circle cx="${w * 0.85}" cy="${h * 0.135}" r="${w * 0.01}" fill="#d6cee8"/>`,
    spellCircle(w, h),
    `<polygon points="${hills}" fill="#140c30"/>`,
    tower(w, h),
  ].join('');
}

/** A starry arcane night: moon, a far tower, a glowing circle of runes behind the wizard. */
export const arcaneNight: Scene = {
  name: 'arcane-night',
  paint(width, height) {
    const sky = paintSky(
      width,
      height,
      [
        [0, [8, 8, 34]],
        [0.35, [30, 18, 76]],
        [0.6, [74, 30, 110]],
      ],
      {
        seed: seed + 1,
        size: 0.6,
        cover: 0.15,
        dark: [40, 20, 90],
        lit: [120, 70, 170],
        litFrom: 1,
        stretch: 1.6,
      },
    );
    return paintSvgOver(sky, body(width, height));
  },
  light: {
    from: { x: 0.6, y: -0.8 },
    falloff: 2.5,
    lit: [0.98, 1.02, 1.14],
    shade: [0.5, 0.46, 0.72],
    rim: [150, 230, 255],
    rimStrength: 0.8,
    spill: 0.2,
    glow: { colour: [120, 200, 255], strength: 0.3, x: 0, y: -0.3, spread: 2.2 },
  },
};
