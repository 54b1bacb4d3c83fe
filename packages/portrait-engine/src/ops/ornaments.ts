import { createRandom } from '../prng';

/*
 * SVG ornaments shared by the styles. Each returns markup; positions come from a seeded
 * generator so an ornament is the same in every render.
 */

const fixed = (n: number) => n.toFixed(1);

/** Glowing specks (embers, dust, fireflies) scattered over a box. */
export function specks(
  seed: number,
  count: number,
  box: { x: number; y: number; width: number; height: number },
  colour: string,
  size: number,
): string {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = box.x + random() * box.width;
    const y = box.y + random() * box.height;
    const r = size * (0.4 + random() * 0.9);
    const o = 0.35 + random() * 0.65;
    out.push(
      `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r * 3)}" fill="${colour}" fill-opacity="${(o * 0.18).toFixed(2)}"/>`,
      `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r)}" fill="${colour}" fill-opacity="${o.toFixed(2)}"/>`,
    );
  }
  return out.join('');
}

/** A four-pointed twinkle centred on x, y. */
export function twinkle(x: number, y: number, size: number, colour: string): string {
  const s = size;
  const w = size * 0.18;
  return `<path d="M ${fixed(x)},${fixed(y - s)} L ${fixed(x + w)},${fixed(y - w)} L ${fixed(x + s)},${fixed(y)} L ${fixed(x + w)},${fixed(y + w)} L ${fixed(x)},${fixed(y + s)} L ${fixed(x - w)},${fixed(y + w)} L ${fixed(x - s)},${fixed(y)} L ${fixed(x - w)},${fixed(y - w)} Z" fill="${colour}"/>`;
}

/** A made-up rune: three to five strokes between points of a 3 by 4 grid. */
export function rune(random: () => number, x: number, y: number, size: number): string {
  const point = () => [
    x + Math.floor(random() * 3) * size * 0.5,
    y + Math.floor(random() * 4) * size * 0.4,
  ];
  const strokes = 3 + Math.floor(random() * 3);
  const path: string[] = [
    `M ${fixed(x + size * 0.5)},${fixed(y)} L ${fixed(x + size * 0.5)},${fixed(y + size * 1.2)}`,
  ];
  for (let i = 0; i < strokes; i++) {
    const [ax = 0, ay = 0] = point();
    const [bx = 0, by = 0] = point();
    path.push(`M ${fixed(ax)},${fixed(ay)} L ${fixed(bx)},${fixed(by)}`);
  }
  return path.join(' ');
}

/** Runes spaced around a circle, as path data. */
export function runeRing(seed: number, cx: number, cy: number, radius: number, size: number) {
  const random = createRandom(seed);
  const count = Math.floor((2 * Math.PI * radius) / (size * 1.6));
  const marks: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * 360;
    const glyph = rune(random, cx - size / 2, cy - radius - size * 0.6, size);
    marks.push(
      `<path d="${glyph}" transform="rotate(${angle.toFixed(2)} ${fixed(cx)} ${fixed(cy)})"/>`,
    );
  }
  return marks.join('');
}

/** A jagged comic burst: alternating long and short spikes around a centre. */
export function burst(
  seed: number,
  cx: number,
  cy: number,
  radius: number,
  spikes: number,
): string {
  const random = createRandom(seed);
  const points: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const angle = (i / (spikes * 2)) * Math.PI * 2;
    const r = i % 2 === 0 ? radius * (0.85 + random() * 0.3) : radius * (0.5 + random() * 0.12);
    points.push(`${fixed(cx + Math.cos(angle) * r)},${fixed(cy + Math.sin(angle) * r)}`);
  }
  return points.join(' ');
}
