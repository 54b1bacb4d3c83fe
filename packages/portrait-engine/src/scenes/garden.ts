import { createRandom, seedFrom } from '../prng';
import { fixed, fractalNoise, gradient, mottle, paintSvgOver, ridge } from './paint-kit';
import type { Scene } from './scene';
import { paintSky } from './sky';

const seed = seedFrom('garden');
const LEAVES = ['#2f5a2c', '#3f7434', '#557f3a', '#2a4a2a', '#6d9444'];
const FLOWERS = ['#f2e6f0', '#e88fa8', '#f6d86b', '#c86aa8', '#ffffff'];

/** A tree's crown as a cluster of leafy blobs around (x, y), darker underneath. */
function crown(random: () => number, x: number, y: number, size: number): string {
  const blobs: string[] = [];
  for (let i = 0; i < 14; i++) {
    const angle = random() * Math.PI * 2;
    const reach = size * Math.sqrt(random()) * 0.8;
    const r = size * (0.25 + random() * 0.25);
    const colour = LEAVES[Math.floor(random() * LEAVES.length)] ?? '#3f7434';
    blobs.push(
      `<ellipse cx="${fixed(x + Math.cos(angle) * reach)}" cy="${fixed(y + Math.sin(angle) * reach * 0.7)}" rx="${fixed(r)}" ry="${fixed(r * 0.8)}" fill="${colour}"/>`,
    );
  }
  // Sunlit leaves on the crown's upper left.
  blobs.push(
    `<ellipse cx="${fixed(x - size * 0.3)}" cy="${fixed(y - size * 0.35)}" rx="${fixed(size * 0.4)}" ry="${fixed(size * 0.28)}" fill="#9cc25a" opacity="0.55"/>`,
  );
  return blobs.join('');
}

/** A trunk rising from the ground to its crown. */
function trunk(x: number, top: number, bottom: number, width: number): string {
  return `<path d="M ${fixed(x - width)},${fixed(bottom)} C ${fixed(x - width * 0.6)},${fixed((top + bottom) / 2)} ${fixed(x - width * 0.4)},${fixed(top)} ${fixed(x)},${fixed(top)} C ${fixed(x + width * 0.4)},${fixed(top)} ${fixed(x + width * 0.5)},${fixed((top + bottom) / 2)} ${fixed(x + width)},${fixed(bottom)} Z" fill="#3a2a1c"/>`;
}

/** A wood on the far hills: many small hazy crowns along the skyline. */
function treeLine(random: () => number, w: number, h: number): string {
  const crowns: string[] = [];
  for (let x = -w * 0.05; x < w * 1.05; x += w * (0.05 + random() * 0.05)) {
    crowns.push(crown(random, x, h * (0.55 + random() * 0.03), w * (0.04 + random() * 0.04)));
  }
  return crowns.join('');
}

function flowers(random: () => number, w: number, h: number): string {
  const out: string[] = [];
  for (let i = 0; i < 140; i++) {
    const depth = random();
    const y = h * (0.66 + depth * 0.34);
    const r = 1.5 + depth * 4.5;
    const colour = FLOWERS[Math.floor(random() * FLOWERS.length)] ?? '#ffffff';
    out.push(
      `<circle cx="${fixed(random() * w)}" cy="${fixed(y)}" r="${fixed(r)}" fill="${colour}" opacity="0.9"/>`,
    );
  }
  return out.join('');
}

function body(w: number, h: number): string {
  const random = createRandom(seed);
  const hills = ridge(random, w, h, [0.58, 0.55, 0.6, 0.56, 0.59], 0.04);
  const hedge = ridge(random, w, h, [0.66, 0.63, 0.68, 0.64, 0.67], 0.05);
  return [
    '<defs>',
    gradient('linear', 'lawn', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#6f9a48'],
      [1, '#2e4d24'],
    ]),
    '<filter id="haze"><feGaussianBlur stdDeviation="3"/></filter>',
    '</defs>',
    `<polygon points="${hills}" fill="#7d9a78" opacity="0.8" filter="url(#haze)"/>`,
    `<g filter="url(#haze)" opacity="0.85">${treeLine(random, w, h)}</g>`,
    `<polygon points="${hedge}" fill="url(#lawn)"/>`,
    flowers(random, w, h),
    trunk(w * 0.07, h * 0.12, h * 0.8, w * 0.065),
    trunk(w * 0.95, h * 0.15, h * 0.82, w * 0.055),
    crown(random, w * 0.04, h * 0.06, w * 0.32),
    crown(random, w * 0.98, h * 0.1, w * 0.28),
  ].join('');
}

/** A garden at the edge of a wood: soft hills, big trees framing the sitter, a flowering lawn. */
export const garden: Scene = {
  name: 'garden',
  async paint(width, height) {
    const sky = paintSky(
      width,
      height,
      [
        [0, [120, 168, 210]],
        [0.5, [200, 222, 228]],
      ],
      {
        seed,
        size: 0.35,
        cover: 0.15,
        dark: [196, 206, 214],
        lit: [250, 250, 246],
        litFrom: -1,
        stretch: 2.2,
      },
    );
    const picture = await paintSvgOver(sky, body(width, height));
    return mottle(picture, fractalNoise(width, height, seed + 3, width * 0.04, 2), 7);
  },
  light: {
    from: { x: -0.7, y: -0.7 },
    falloff: 2.4,
    lit: [1.06, 1.06, 0.98],
    shade: [0.66, 0.72, 0.66],
    rim: [240, 250, 210],
    rimStrength: 0.45,
    spill: 0.16,
    glow: { colour: [220, 240, 180], strength: 0.15, x: -1.2, y: -1, spread: 2 },
  },
};
