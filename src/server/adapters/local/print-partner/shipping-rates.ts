import type { DestinationClass } from '../../../domain/shipping/destination';
import type { BlueprintRates, Destination } from '../../../domain/shipping/quote-shipping';
import { BLACK_MUG, CANVAS, TEE, WHITE_MUG } from './catalogue';

/**
 * The local partner's rate card, in cents, modelled on Printify's US rates for these
 * blueprints and providers. The numbers belong to this partner (a live partner quotes its
 * own), so they live here; the way they add up is Printify's and lives in the domain.
 * Canvases are heavy and fragile: no economy, never to territories or military post. Tees and
 * mugs go anywhere by standard; express reaches only the states. Priority buys a day of
 * making: the provider starts it first.
 */
const MUG_RATES: BlueprintRates = {
  handlingDays: 2,
  methods: {
    standard: { first: 599, additional: 350 },
    priority: { first: 899, additional: 400, handlingDays: 1 },
    express: { first: 1599, additional: 500 },
    economy: { first: 499, additional: 300 },
  },
  notShippedTo: [],
};

export const BLUEPRINT_RATES: ReadonlyMap<number, BlueprintRates> = new Map([
  [
    TEE.id,
    {
      handlingDays: 2,
      methods: {
        standard: { first: 475, additional: 240 },
        priority: { first: 799, additional: 300, handlingDays: 1 },
        express: { first: 1499, additional: 400 },
        economy: { first: 399, additional: 200 },
      },
      notShippedTo: [],
    },
  ],
  [
    CANVAS.id,
    {
      handlingDays: 3,
      methods: {
        standard: { first: 999, additional: 500 },
        priority: { first: 1499, additional: 700, handlingDays: 2 },
        express: { first: 2499, additional: 900 },
      },
      notShippedTo: ['territories', 'military'],
    },
  ],
  [WHITE_MUG.id, MUG_RATES],
  [BLACK_MUG.id, MUG_RATES],
]);

export const DESTINATIONS: Record<DestinationClass, Destination> = {
  contiguous: {
    kind: 'contiguous',
    costFactor: 1,
    delivery: {
      standard: { min: 3, max: 5 },
      priority: { min: 2, max: 3 },
      express: { min: 1, max: 2 },
      economy: { min: 5, max: 8 },
    },
  },
  alaska_hawaii: {
    kind: 'alaska_hawaii',
    costFactor: 1.5,
    delivery: {
      standard: { min: 6, max: 10 },
      priority: { min: 4, max: 6 },
      express: { min: 2, max: 4 },
    },
  },
  territories: {
    kind: 'territories',
    costFactor: 2,
    delivery: { standard: { min: 10, max: 20 }, priority: { min: 7, max: 12 } },
  },
  military: { kind: 'military', costFactor: 1.5, delivery: { standard: { min: 14, max: 28 } } },
};
