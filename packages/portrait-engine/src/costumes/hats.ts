import { darken, lighten } from './colour';
import { hideAbove } from './frame';
import type { Tailor } from './garment';
import { castShadow, litFill, metalFill } from './shading';
import { f } from './svg';
import { ermineTails, furStrokes } from './textures';

/*
 * Headwear in the hat's frame (origin on the brow, y up negative, turned with the head). Each
 * returns the markup and, for hats that take the place of the top of the head, where to hide
 * the photo's head above.
 */

export interface Hat {
  readonly markup: string;
  readonly hideHeadAbove?: number;
}

export const GOLD = '#c9a040';
/**
 * How far below a low brim its shadow's centre falls (hat units): on the forehead, ending above
 * the eyes. Reaching down over them (0.2) made a turned face in shadow too dark to find: the
 * over-the-shoulder portrait as a wizard scored no face, as a pirate 0.22 (with the
 * shadow's centre 0.1 higher: 0.72 and 0.77; the threshold is 0.3).
 */
export const BRIM_SHADOW_DROP = 0.1;

/** A gold line with a lit edge: the braid on a hat's brim. */
export function braid(t: Tailor, d: string, width: number): string {
  const fill = metalFill(t.headwear, GOLD, { x: 0, y: 0 }, t.hat.u * 1.2);
  return `<path d="${d}" fill="none" stroke="${darken(GOLD, 0.5)}" stroke-width="${f(width * 1.4)}"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${f(width)}"/>`;
}

/** A bicorne worn side to side: a wide felt half-moon with gold edging and a cockade. */
export function bicorne(t: Tailor): Hat {
  const { u, headTop } = t.hat;
  const brush = t.headwear;
  const band = -0.2 * u;
  const felt = '#171615';
  const top = -headTop - 0.45 * u;
  const shape = `M${f(-1.32 * u)},${f(band - 0.12 * u)} Q${f(-0.2 * u)},${f(band + 0.22 * u)} ${f(1.32 * u)},${f(band - 0.12 * u)} C${f(1.0 * u)},${f(top * 0.7)} ${f(0.5 * u)},${f(top)} 0,${f(top)} C${f(-0.5 * u)},${f(top)} ${f(-1.0 * u)},${f(top * 0.7)} ${f(-1.32 * u)},${f(band - 0.12 * u)} Z`;
  const cx = -0.35 * u;
  const cy = band - 0.45 * u;
  return {
    markup: [
      castShadow(brush, { x: 0, y: band + 0.12 * u }, 0.5 * u, 0.14 * u, 0.55),
      `<path d="${shape}" fill="${litFill(brush, felt, { x: 0, y: top / 2 }, 1.3 * u, 1.5)}"/>`,
      braid(t, shape, 0.05 * u),
      cockade(cx, cy, 0.2 * u),
      braid(t, `M${f(cx)},${f(cy - 0.3 * u)} L${f(cx + 0.04 * u)},${f(band - 0.02 * u)}`, 0.06 * u),
    ].join(''),
    hideHeadAbove: hideAbove(t.hat, 0.62 * u, band),
  };
}

/** A rosette of pleated ribbon in three rings. */
function cockade(x: number, y: number, r: number): string {
  const rings = (['#1d3a8a', '#efeae0', '#b8202a'] as const).map((colour, ring) => {
    const outer = r * (1 - ring * 0.3);
    const petals: string[] = [];
    for (let n = 0; n < 16; n++) {
      const a = (n / 16) * Math.PI * 2;
      petals.push(`${f(x + Math.cos(a) * outer)},${f(y + Math.sin(a) * outer)}`);
      const m = a + Math.PI / 16;
      petals.push(`${f(x + Math.cos(m) * outer * 0.88)},${f(y + Math.sin(m) * outer * 0.88)}`);
    }
    return `<polygon points="${petals.join(' ')}" fill="${colour}" stroke="${darken(colour, 0.4)}" stroke-width="${f(r * 0.04)}"/>`;
  });
  return rings.join('');
}

/** A tall, pointed hat with a soft bend to its tip, a wide brim and a band of stars. */
export function wizardHat(t: Tailor, cloth: string): Hat {
  const { u, headTop } = t.hat;
  const brush = t.headwear;
  const band = -0.18 * u;
  const tip = -headTop - 2.1 * u;
  const cone = `M${f(-0.64 * u)},${f(band)} C${f(-0.45 * u)},${f(band - 0.9 * u)} ${f(-0.2 * u)},${f(tip * 0.7)} ${f(0.45 * u)},${f(tip)} C${f(0.1 * u)},${f(tip * 0.65)} ${f(0.45 * u)},${f(band - 0.9 * u)} ${f(0.64 * u)},${f(band)} Z`;
  const brim = `M${f(-1.3 * u)},${f(band + 0.05 * u)} C${f(-0.9 * u)},${f(band - 0.2 * u)} ${f(0.9 * u)},${f(band - 0.2 * u)} ${f(1.3 * u)},${f(band + 0.05 * u)} C${f(0.8 * u)},${f(band + 0.22 * u)} ${f(-0.8 * u)},${f(band + 0.22 * u)} ${f(-1.3 * u)},${f(band + 0.05 * u)} Z`;
  const ribbon = `M${f(-0.62 * u)},${f(band - 0.05 * u)} Q0,${f(band + 0.04 * u)} ${f(0.62 * u)},${f(band - 0.05 * u)} L${f(0.58 * u)},${f(band - 0.25 * u)} Q0,${f(band - 0.16 * u)} ${f(-0.58 * u)},${f(band - 0.25 * u)} Z`;
  const stars = [
    [-0.25, band / u - 0.7],
    [0.2, band / u - 1.2],
    [0.05, band / u - 1.8],
    [0.3, tip / u + 0.5],
  ]
    .map(([x = 0, y = 0]) => star(x * u, y * u, 0.07 * u))
    .join('');
  return {
    markup: [
      castShadow(brush, { x: 0, y: band + BRIM_SHADOW_DROP * u }, 0.5 * u, 0.14 * u, 0.55),
      `<path d="${cone}" fill="${litFill(brush, cloth, { x: 0, y: band - u }, 0.7 * u, 1.3)}"/>`,
      `<g fill="${lighten(GOLD, 0.2)}" opacity="0.9">${stars}</g>`,
      `<path d="${brim}" fill="${litFill(brush, darken(cloth, 0.1), { x: 0, y: band }, 1.3 * u, 1.3)}"/>`,
      `<path d="${ribbon}" fill="${metalFill(brush, GOLD, { x: 0, y: band }, 0.7 * u)}"/>`,
    ].join(''),
    hideHeadAbove: hideAbove(t.hat, 0.64 * u, band),
  };
}

/** A four-pointed star. */
export function star(x: number, y: number, r: number): string {
  const s = r * 0.3;
  return `<path d="M${f(x)},${f(y - r)} L${f(x + s)},${f(y - s)} L${f(x + r)},${f(y)} L${f(x + s)},${f(y + s)} L${f(x)},${f(y + r)} L${f(x - s)},${f(y + s)} L${f(x - r)},${f(y)} L${f(x - s)},${f(y - s)} Z"/>`;
}

/**
 * The crown's foot lies at least this far above the brow (hat units): its ermine band hangs
 * about 0.2 below the foot, so it ends on the forehead, above the brows, and the forehead and
 * hairline show as a crowned sitter's do. At 0.3 it came down onto the brows of a close-cropped
 * head and hid the whole forehead (a face painted with stripes up to the hairline kept only its
 * eyes and mouth); on the varied set it was the foot of 9 sitters in 10.
 */
const CROWN_FOOT_ABOVE_BROW = 0.45;

/** A royal crown over a velvet cap, an ermine band at its foot. */
export function crown(t: Tailor): Hat {
  const { u, headTop } = t.hat;
  const brush = t.headwear;
  const foot = -Math.max(CROWN_FOOT_ABOVE_BROW * u, headTop * 0.55);
  const half = 0.58 * u;
  const cap = `M${f(-half)},${f(foot)} C${f(-half)},${f(foot - 0.9 * u)} ${f(half)},${f(foot - 0.9 * u)} ${f(half)},${f(foot)} Z`;
  const spikes: string[] = [];
  for (let n = 0; n <= 4; n++) {
    const x = -half + (n * 2 * half) / 4;
    const h = n % 2 === 0 ? 0.55 : 0.38;
    spikes.push(
      `${f(x - 0.09 * u)},${f(foot - 0.18 * u)} ${f(x)},${f(foot - h * u)} ${f(x + 0.09 * u)},${f(foot - 0.18 * u)}`,
    );
  }
  const circlet = `M${f(-half)},${f(foot)} L${f(-half)},${f(foot - 0.2 * u)} ${spikes.map((s) => `L${s}`).join(' ')} L${f(half)},${f(foot - 0.2 * u)} L${f(half)},${f(foot)} Z`;
  const gold = metalFill(brush, GOLD, { x: 0, y: foot - 0.2 * u }, half);
  const jewels = [-0.3, 0, 0.3]
    .map(
      (x, i) =>
        `<ellipse cx="${f(x * u)}" cy="${f(foot - 0.1 * u)}" rx="${f(0.06 * u)}" ry="${f(0.05 * u)}" fill="${['#1f5fa8', '#b01828', '#1f8a4a'][i]}"/><circle cx="${f(x * u - 0.02 * u)}" cy="${f(foot - 0.12 * u)}" r="${f(0.015 * u)}" fill="#ffffff"/>`,
    )
    .join('');
  const fur = `M${f(-half - 0.05 * u)},${f(foot - 0.04 * u)} Q0,${f(foot + 0.08 * u)} ${f(half + 0.05 * u)},${f(foot - 0.04 * u)} L${f(half + 0.06 * u)},${f(foot + 0.14 * u)} Q0,${f(foot + 0.28 * u)} ${f(-half - 0.06 * u)},${f(foot + 0.14 * u)} Z`;
  const tails = [-0.4, -0.1, 0.2, 0.48].map((x) => ({ x: x * u, y: foot + 0.11 * u }));
  return {
    markup: [
      `<path d="${cap}" fill="${litFill(brush, '#7a0f1a', { x: 0, y: foot - 0.4 * u }, half, 1.3)}"/>`,
      `<path d="${circlet}" fill="${gold}" stroke="${darken(GOLD, 0.5)}" stroke-width="${f(0.015 * u)}"/>`,
      jewels,
      `<path d="${fur}" fill="${litFill(brush, '#efeae0', { x: 0, y: foot }, half, 0.8)}"/>`,
      furStrokes(
        t.random,
        [
          { x: -half, y: foot + 0.06 * u },
          { x: half, y: foot + 0.06 * u },
        ],
        0.12 * u,
        ['#ffffff', '#d8d2c8', '#c4bcb0'],
        0.06 * u,
        50,
        { x: 0, y: 1 },
      ),
      ermineTails(tails, 0.04 * u),
    ].join(''),
    hideHeadAbove: hideAbove(t.hat, half, foot),
  };
}

/** A thin band of metal round the brow with one stone. */
export function circlet(t: Tailor): Hat {
  const { u, origin, tilt } = t.hat;
  const brush = t.headwear;
  // Seated on the hair as measured, not above it: on a low crown (a cap painted over with
  // hair) it comes down onto the dome.
  const crown = (origin.y - t.input.head.crownY) / Math.cos(tilt);
  const y = -Math.min(0.28 * u, 0.35 * crown);
  const d = `M${f(-0.5 * u)},${f(y - 0.1 * u)} Q0,${f(y + 0.12 * u)} ${f(0.5 * u)},${f(y - 0.1 * u)}`;
  return {
    markup: [
      `<path d="${d}" fill="none" stroke="${darken('#b8bcc4', 0.6)}" stroke-width="${f(0.07 * u)}"/>`,
      `<path d="${d}" fill="none" stroke="${metalFill(brush, '#b8bcc4', { x: 0, y }, 0.6 * u)}" stroke-width="${f(0.045 * u)}"/>`,
      `<path d="M0,${f(y - 0.04 * u)} L${f(0.07 * u)},${f(y + 0.04 * u)} L0,${f(y + 0.13 * u)} L${f(-0.07 * u)},${f(y + 0.04 * u)} Z" fill="#2a8ad0" stroke="${darken('#b8bcc4', 0.4)}" stroke-width="${f(0.015 * u)}"/>`,
      `<circle cx="${f(-0.02 * u)}" cy="${f(y + 0.02 * u)}" r="${f(0.015 * u)}" fill="#ffffff"/>`,
    ].join(''),
  };
}
