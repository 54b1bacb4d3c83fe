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
