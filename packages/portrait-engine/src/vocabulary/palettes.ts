import type { Palette } from './custom-look';

const palette = (name: string, colours: readonly string[]): Palette => ({ name, colours });

/** The palettes a description can name, each darkest colour first. */
export const NAMED_PALETTES = {
  spring: palette('spring colours', ['#3d5a3a', '#6f9e5a', '#e88fa8', '#f6d86b', '#fbf3e4']),
  summer: palette('summer colours', ['#1f4e6e', '#2f9bb8', '#f2b134', '#f7e08c', '#fff8e8']),
  autumn: palette('autumn colours', ['#3b1f14', '#7a3517', '#c2661f', '#e0a33a', '#f3dcae']),
  winter: palette('winter colours', ['#1b2433', '#41597a', '#8aa6c4', '#cfdcea', '#f6f9fc']),
  ocean: palette('ocean colours', ['#06233a', '#0d5673', '#1f94a6', '#79cfcf', '#e4f6f2']),
  sunset: palette('sunset colours', ['#2b1238', '#7a2152', '#d5513f', '#f29a4a', '#fbd99a']),
  pastel: palette('pastel colours', ['#6e6a86', '#9fb4d8', '#f2b5c4', '#bfe3cf', '#fdf3e1']),
  monochrome: palette('black and white', ['#111111', '#444444', '#808080', '#bdbdbd', '#f4f4f4']),
  sepia: palette('sepia', ['#2a1b10', '#5e3f26', '#9a7450', '#cfb08a', '#f1e4cc']),
  gold: palette('gold', ['#2a1a06', '#6b4510', '#b8861f', '#e6c35a', '#fbefc2']),
  neon: palette('neon colours', ['#0b0420', '#3a0ca3', '#f72585', '#4cc9f0', '#e9ff70']),
  earth: palette('earth colours', ['#2b2118', '#5c4631', '#8d6e4a', '#b9a27a', '#e7dcc2']),
  jewel: palette('jewel colours', ['#14092b', '#4b1d6b', '#0f6b5c', '#b0182e', '#e7b43c']),
  starry: palette('starry night', ['#0b1a3a', '#1e3f8a', '#3e78b8', '#e9c94a', '#f7eeb0']),
  impressionist: palette('impressionist light', [
    '#3e4a6b',
    '#6f8fb5',
    '#a9c79a',
    '#efc7d2',
    '#fbf1d7',
  ]),
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof NAMED_PALETTES;

/** Palettes a description with no colour words is given, one picked by its wording. */
export const DEFAULT_PALETTES: readonly Palette[] = [
  NAMED_PALETTES.earth,
  NAMED_PALETTES.jewel,
  NAMED_PALETTES.impressionist,
  palette('teal and ochre', ['#10262b', '#1f5b5e', '#4f8f86', '#d3a24a', '#f3e6c4']),
  palette('rose and slate', ['#1e2430', '#4a5568', '#a26d7e', '#e3b3a8', '#f8ece4']),
  palette('olive and cream', ['#22241a', '#4f5530', '#8a8f52', '#d8c99a', '#f7f1de']),
];

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const byte = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * A palette built around the shopper's colours: each named colour as it is, a deep shadow
 * made from the first and a light made from the last, so a "blue" picture keeps its shadows
 * and highlights instead of going flat.
 */
export function paletteAround(name: string, hexes: readonly string[]): Palette {
  const colours = [...hexes.map(toRgb)].sort((a, b) => luma(a) - luma(b));
  const first = colours[0] ?? [128, 128, 128];
  const last = colours[colours.length - 1] ?? first;
  const shadow = mix(first, [8, 8, 12], 0.75);
  const light = mix(last, [252, 250, 244], 0.7);
  const stops =
    colours.length === 1
      ? [shadow, mix(first, shadow, 0.45), first, light]
      : [shadow, ...colours, light];
  return { name, colours: stops.map(toHex) };
}
