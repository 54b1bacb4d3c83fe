import type { ArtDirection } from '../../src/server/ports/art-engine';
import { STYLE_IDS } from '../../src/shared/styles';

/** The three descriptions the contact sheet and the judge try beside every style. */
const CUSTOM = [
  'a watercolour of me as a queen in a spring garden',
  'charcoal sketch, stormy night at sea',
  'pop art astronaut in space',
];

/** Every style, then the three descriptions, in the contact sheet's column order. */
export const DIRECTIONS: readonly ArtDirection[] = [
  ...STYLE_IDS.map((styleId) => ({ kind: 'style', styleId }) as const),
  ...CUSTOM.map((prompt) => ({ kind: 'custom', prompt }) as const),
];

export const directionName = (direction: ArtDirection) =>
  direction.kind === 'style' ? direction.styleId : direction.prompt;

/** Indices from a comma-separated variable, or all of them. */
export const chosen = (all: number, variable: string | undefined) =>
  variable ? variable.split(',').map(Number) : Array.from({ length: all }, (_, i) => i);
