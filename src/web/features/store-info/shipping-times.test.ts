import { describe, expect, it } from 'vitest';
import { CANVAS, TEE, WHITE_MUG } from '../../../server/adapters/local/print-partner/catalogue';
import {
  BLUEPRINT_RATES,
  DESTINATIONS,
} from '../../../server/adapters/local/print-partner/shipping-rates';
import {
  DELIVERY_DAYS,
  DESTINATION_COST_FACTORS,
  type Destination,
  type Method,
  PRODUCTION_DAYS,
  STANDARD_RATES,
} from './shipping-times';

const BLUEPRINTS = { tshirt: TEE.id, canvas: CANVAS.id, mug: WHITE_MUG.id } as const;
const rates = (product: keyof typeof BLUEPRINTS) => {
  const found = BLUEPRINT_RATES.get(BLUEPRINTS[product]);
  if (!found) throw new Error(`no rates for ${product}`);
  return found;
};

describe('the Shipping & Returns page’s figures', () => {
  it('are the print partner’s production days and Standard rates', () => {
    for (const product of ['tshirt', 'canvas', 'mug'] as const) {
      expect(PRODUCTION_DAYS[product], product).toBe(rates(product).handlingDays);
      expect(STANDARD_RATES[product], product).toEqual(rates(product).methods.standard);
    }
  });

  it('are its delivery windows and destination costs', () => {
    for (const [destination, spec] of Object.entries(DESTINATIONS)) {
      expect(DESTINATION_COST_FACTORS[destination as Destination], destination).toBe(
        spec.costFactor,
      );
      for (const method of ['standard', 'priority', 'express', 'economy'] as Method[]) {
        expect(
          DELIVERY_DAYS[method][destination as Destination],
          `${method} ${destination}`,
        ).toEqual(spec.delivery[method]);
      }
    }
  });

  it('leave out what a canvas cannot take: Economy, territories and military post', () => {
    expect(rates('canvas').methods.economy).toBeUndefined();
    expect(rates('canvas').notShippedTo).toEqual(['territories', 'military']);
    expect(rates('tshirt').notShippedTo).toEqual([]);
    expect(rates('mug').notShippedTo).toEqual([]);
  });
});
