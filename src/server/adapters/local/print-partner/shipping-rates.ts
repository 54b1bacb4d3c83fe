import { type ProductRates, RATE_CARD } from '../../../../shared/catalogue/rate-card';
import { BLACK_MUG, CANVAS, TEE, WHITE_MUG } from './catalogue';

/** The rate card (shared/catalogue/rate-card.ts) by this partner's blueprint ids. */
export const BLUEPRINT_RATES: ReadonlyMap<number, ProductRates> = new Map([
  [TEE.id, RATE_CARD.tshirt],
  [CANVAS.id, RATE_CARD.canvas],
  [WHITE_MUG.id, RATE_CARD.mug],
  [BLACK_MUG.id, RATE_CARD.mug],
]);
