/*
 * Colour arithmetic on '#rrggbb' strings, so a costume's tones are derived from a few base
 * colours and the scene's light rather than picked one by one.
 */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return toHex(from.map((c, i) => c + ((to[i] ?? 0) - c) * t));
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

/** Every channel times `factor`: brighter or darker with the hue and saturation kept. */
export function scale(colour: string, factor: number): string {
  return toHex(channels(colour).map((c) => c * factor));
}

/**
 * Brighter by `factor` with the hue kept: channels scale until the brightest one is full,
 * and only what is left over goes towards white.
 */
export function brighten(colour: string, factor: number): string {
  const rgb = channels(colour);
  const room = 255 / Math.max(1, ...rgb);
  const scaled = Math.min(factor, room);
  return mix(scale(colour, scaled), '#ffffff', Math.min(0.5, (factor / scaled - 1) * 0.25));
}
