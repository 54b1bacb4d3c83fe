import { twinkle } from '../ops/ornaments';
import { createRandom, seedFrom } from '../prng';
import { fixed, gradient, paintSvg } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('power-burst');
const FACE_X = 0.5;
const FACE_Y = 0.37;

/** Rays of alternating colour bursting out from behind the head. */
function rays(w: number, h: number): string {
  const cx = w * FACE_X;
  const cy = h * FACE_Y;
  const far = Math.hypot(w, h);
  const count = 28;
  const random = createRandom(seed);
  const colours = ['#ffe02a', '#ff8a14', '#fff6b0', '#ff5a1e'];
  return Array.from({ length: count }, (_, i) => {
    const a0 = ((i + random() * 0.2) / count) * Math.PI * 2;
    const a1 = ((i + 0.55 + random() * 0.3) / count) * Math.PI * 2;
    const point = (a: number) =>
      `${fixed(cx + Math.cos(a) * far)},${fixed(cy + Math.sin(a) * far)}`;
    return `<polygon points="${fixed(cx)},${fixed(cy)} ${point(a0)} ${point(a1)}" fill="${colours[i % colours.length]}"/>`;
  }).join('');
}

/** Rings of energy round the hero, squashed like an aura seen from the front. */
function aura(w: number, h: number): string {
  const cx = w * FACE_X;
  const cy = h * (FACE_Y + 0.1);
  return [0.42, 0.56, 0.72]
    .map(
      (r, i) =>
        `<ellipse cx="${fixed(cx)}" cy="${fixed(cy)}" rx="${fixed(w * r)}" ry="${fixed(h * r * 0.62)}" fill="none" stroke="${i % 2 ? '#3cf0ff' : '#ffffff'}" stroke-width="${fixed(w * (0.02 - i * 0.005))}" opacity="0.75"/>`,
    )
    .join('');
}

/** Halftone dots of a printed comic, growing towards the corners. */
function dots(w: number, h: number): string {
  const out: string[] = [];
  const step = w * 0.035;
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const d = Math.hypot((x - w * FACE_X) / w, (y - h * FACE_Y) / h);
      const r = Math.max(0, (d - 0.45) * step * 0.9);
      if (r > 0.4)
        out.push(
          `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(Math.min(r, step * 0.48))}"/>`,
        );
    }
  }
  return `<g fill="#c81ea0" opacity="0.75">${out.join('')}</g>`;
}

function sparkles(w: number, h: number): string {
  const random = createRandom(seed + 1);
  return Array.from({ length: 16 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = 0.3 + random() * 0.25;
    const x = w * (FACE_X + Math.cos(angle) * distance);
    const y = h * (FACE_Y + Math.sin(angle) * distance * 0.8);
    return twinkle(x, y, w * (0.015 + random() * 0.025), '#ffffff');
  }).join('');
}

function body(w: number, h: number): string {
  return [
    '<defs>',
    gradient('radial', 'core', `cx="${FACE_X}" cy="${FACE_Y}" r="0.45"`, [
      [0, '#ffffff', 1],
      [0.35, '#fff6c0', 0.85],
      [1, '#ffd040', 0],
    ]),
    gradient('radial', 'edge', `cx="${FACE_X}" cy="${FACE_Y}" r="0.75"`, [
      [0.45, '#6a12d8', 0],
      [1, '#4a0ab0', 0.9],
    ]),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="#e8361c"/>`,
    rays(w, h),
    `<rect width="${w}" height="${h}" fill="url(#edge)"/>`,
    dots(w, h),
    `<rect width="${w}" height="${h}" fill="url(#core)"/>`,
    aura(w, h),
    sparkles(w, h),
  ].join('');
}

/** An arcade power-up: a burst of hot rays and energy rings, halftone dots, sparkles. */
export const powerBurst: Scene = {
  name: 'power-burst',
  paint(width, height) {
    return paintSvg(width, height, body(width, height));
  },
  light: {
    from: { x: 0, y: -1 },
    falloff: 2.5,
    lit: [1.08, 1.06, 1.0],
    shade: [0.9, 0.86, 0.96],
    rim: [255, 250, 200],
    rimStrength: 1,
    spill: 0.18,
    glow: { colour: [255, 250, 210], strength: 0.45, x: 0, y: -0.2, spread: 1.8 },
  },
};
