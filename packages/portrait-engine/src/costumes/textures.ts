import type { PixelPoint } from './costume';
import type { Box } from './frame';
import type { Brush } from './shading';
import { f } from './svg';

/*
 * The surfaces of cloth, fur and mail: broad unevenness rather than fine detail, since a
 * painterly pass goes over the costume and keeps tone, not threads.
 */

/**
 * Light and dark blotches about `scale` across, clipped to a garment: the unevenness of dyed
 * cloth and of paint. Soft ellipses rather than an SVG noise filter, which costs ten times as
 * much to render.
 */
export function mottle(
  brush: Brush,
  random: () => number,
  clip: string,
  box: Box,
  scale: number,
  strength: number,
): string {
  const { layer } = brush;
  const dark = layer.id('blot');
  const light = layer.id('blot');
  const soft = (id: string, colour: string) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength.toFixed(2)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  layer.def(soft(dark, '#000000') + soft(light, '#ffffff'));
  const count = Math.min(160, Math.round((box.width * box.height) / (scale * scale * 1.2)));
  const blots: string[] = [];
  for (let n = 0; n < count; n++) {
    const x = box.x + random() * box.width;
    const y = box.y + random() * box.height;
    const rx = scale * (0.4 + random() * 0.8);
    const ry = rx * (0.4 + random() * 0.6);
    const angle = (random() * 180).toFixed(0);
    const id = random() < 0.55 ? dark : light;
    blots.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${angle} ${f(x)} ${f(y)})" fill="url(#${id})"/>`,
    );
  }
  return `<g clip-path="${clip}">${blots.join('')}</g>`;
}

/** Short strokes of fur laid around a centre line: each points along `lie` with some spread. */
export function furStrokes(
  random: () => number,
  line: readonly PixelPoint[],
  thickness: number,
  tones: readonly string[],
  length: number,
  count: number,
  lie: PixelPoint,
): string {
  const strokes: string[] = [];
  const width = Math.max(1, length * 0.11);
  for (let n = 0; n < count; n++) {
    const t = random() * (line.length - 1);
    const i = Math.floor(t);
    const a = line[i] ?? { x: 0, y: 0 };
    const b = line[i + 1] ?? a;
    const along = t - i;
    const x = a.x + (b.x - a.x) * along + (random() - 0.5) * thickness * 0.9;
    const y = a.y + (b.y - a.y) * along + (random() - 0.5) * thickness * 0.9;
    const angle = Math.atan2(lie.y, lie.x) + (random() - 0.5) * 0.9;
    const l = length * (0.6 + random() * 0.8);
    const ex = x + Math.cos(angle) * l;
    const ey = y + Math.sin(angle) * l;
    const bend = (random() - 0.5) * l * 0.5;
    const tone = tones[Math.floor(random() * tones.length)] ?? '#ffffff';
    strokes.push(
      `<path d="M${f(x)},${f(y)} Q${f((x + ex) / 2 - Math.sin(angle) * bend)},${f((y + ey) / 2 + Math.cos(angle) * bend)} ${f(ex)},${f(ey)}" stroke="${tone}"/>`,
    );
  }
  return `<g fill="none" stroke-width="${f(width)}" stroke-linecap="round" opacity="0.75">${strokes.join('')}</g>`;
}

/** Ermine's black tail tips, staggered in rows over a white fur band. */
export function ermineTails(points: readonly PixelPoint[], size: number): string {
  const tails = points.map(
    ({ x, y }) =>
      `<path d="M${f(x)},${f(y - size)} C${f(x + size * 0.5)},${f(y - size * 0.2)} ${f(x + size * 0.35)},${f(y + size * 0.8)} ${f(x)},${f(y + size * 1.1)} C${f(x - size * 0.35)},${f(y + size * 0.8)} ${f(x - size * 0.5)},${f(y - size * 0.2)} ${f(x)},${f(y - size)} Z"/>`,
  );
  return `<g fill="#141210">${tails.join('')}</g>`;
}

/** Rune-like glyphs of three to four strokes each, spaced along a line, for embroidery. */
export function runes(
  random: () => number,
  from: PixelPoint,
  to: PixelPoint,
  size: number,
): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const count = Math.max(1, Math.floor(length / (size * 1.6)));
  const glyphs: string[] = [];
  for (let n = 0; n < count; n++) {
    const t = (n + 0.5) / count;
    const cx = from.x + (to.x - from.x) * t;
    const cy = from.y + (to.y - from.y) * t;
    const h = size / 2;
    const parts = [`M${f(cx)},${f(cy - h)} L${f(cx)},${f(cy + h)}`];
    const strokes = 2 + Math.floor(random() * 2);
    for (let s = 0; s < strokes; s++) {
      const y0 = cy - h + random() * size;
      const side = random() < 0.5 ? -1 : 1;
      parts.push(`M${f(cx)},${f(y0)} L${f(cx + side * h * 0.7)},${f(y0 + (random() - 0.3) * h)}`);
    }
    glyphs.push(parts.join(' '));
  }
  return glyphs.join(' ');
}
