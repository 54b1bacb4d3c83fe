import { type ArtDirection, STYLE_IDS } from '../vocabulary';

/** The three descriptions the contact sheets, the judge and the art tests try beside every style. */
export const SHEET_DESCRIPTIONS = [
  'a watercolour of me as a queen in a spring garden',
  'charcoal sketch, stormy night at sea',
  'pop art astronaut in space',
] as const;

/** Every style, then the three descriptions, in the contact sheet's column order. */
export const SHEET_DIRECTIONS: readonly ArtDirection[] = [
  ...STYLE_IDS.map((styleId) => ({ kind: 'style', styleId }) as const),
  ...SHEET_DESCRIPTIONS.map((prompt) => ({ kind: 'custom', prompt }) as const),
];

export const directionName = (direction: ArtDirection) =>
  direction.kind === 'style' ? direction.styleId : direction.prompt;
