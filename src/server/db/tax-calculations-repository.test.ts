import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaxCalculation, TaxRequest } from '../ports/tax-service';
import {
  createTaxCalculationsRepository,
  type TaxCalculationsRepository,
} from './tax-calculations-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const request: TaxRequest = {
  lines: [{ productType: 'CANVAS', quantity: 1, unitPrice: 7999, designId: 'job-1' }],
  shippingCost: 999,
  address: {
    line1: '350 Fifth Avenue',
    line2: undefined,
    city: 'New York',
    state: 'NY',
    postal_code: '10118',
    country: 'US',
  },
};
const calculation: TaxCalculation = {
  id: 'taxcalc_1',
  subtotal: 7999,
  shippingCost: 999,
  taxAmount: 360,
  totalAmount: 9358,
  breakdown: [{ jurisdiction: 'New York', rate: 0.04, amount: 360, taxableAmount: 8998 }],
  calculatedAt: new Date('2026-11-23T12:00:00.000Z'),
};

describe.each(testDatabases())('tax calculations repository on %s', (_dialect, open) => {
  let database: TestDatabase;
  let calculations: TaxCalculationsRepository;

  beforeEach(async () => {
    database = await open();
    calculations = createTaxCalculationsRepository(database.db);
  });
  afterEach(async () => database.destroy());

  it('keeps a calculation with the request it answered', async () => {
    await calculations.insert(request, calculation);
    expect(await calculations.findById('taxcalc_1')).toEqual({
      request: JSON.parse(JSON.stringify(request)),
      calculation,
    });
    expect(await calculations.findById('taxcalc_missing')).toBeUndefined();
  });

  it('refuses a second calculation under the same id', async () => {
    await calculations.insert(request, calculation);
    await expect(calculations.insert(request, calculation)).rejects.toThrow();
  });
});
