import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeStateTax, lineTax, type TaxLine, taxableShipping } from './compute-tax';
import { parseTaxTable } from './tax-table';

const dir = join(process.cwd(), 'data-sources/us-sales-tax');
const table = parseTaxTable(
  readFileSync(join(dir, 'state_rates.csv'), 'utf8'),
  readFileSync(join(dir, 'taxability.csv'), 'utf8'),
);

const tee = (unitPrice = 2999, quantity = 1): TaxLine => ({
  category: 'clothing.general',
  unitPrice,
  quantity,
});
const canvas = (unitPrice = 7999): TaxLine => ({
  category: 'goods.general',
  unitPrice,
  quantity: 1,
});
const NOV = new Date('2026-11-23T17:00:00Z');

describe('computeStateTax on the TaxLocus data', () => {
  it('taxes goods and shipping at the statewide rate, each line rounded on its own (CA 7.25%)', () => {
    // 579.9275 + 217.4275 + 43.4275: 580 + 217 + 43, where one rounding of the sum would give 841.
    expect(computeStateTax(table, 'CA', [canvas(), tee()], 599, NOV)).toEqual({
      taxAmount: 840,
      breakdown: [{ state: 'CA', rate: 0.0725, amount: 840, taxableAmount: 11597 }],
    });
  });

  it('rounds a half cent up', () => {
    // Texas 6.25% of $10.00 is 62.5 cents.
    expect(computeStateTax(table, 'TX', [canvas(1000)], 0, NOV).taxAmount).toBe(63);
    expect(lineTax(8, 62500)).toBe(1);
    expect(lineTax(7, 62500)).toBe(0);
  });

  it('answers zero with no breakdown in a state without sales tax (Oregon)', () => {
    expect(computeStateTax(table, 'OR', [canvas()], 599, NOV)).toEqual({
      taxAmount: 0,
      breakdown: [],
    });
  });

  it('exempts clothing sold under New York’s $110 threshold, but not the canvas', () => {
    const result = computeStateTax(table, 'NY', [tee(2999, 2), canvas()], 800, NOV);
    // Shipping follows the goods: 7999 of 13997 is taxable, so 457 of the 800 shipping.
    expect(result.breakdown).toEqual([
      { state: 'NY', rate: 0.04, taxableAmount: 7999 + 457, amount: 320 + 18 },
    ]);
    expect(computeStateTax(table, 'NY', [tee(10999)], 0, NOV).taxAmount).toBe(0);
    expect(computeStateTax(table, 'NY', [tee(11000)], 0, NOV).taxAmount).toBe(440);
  });

  it('taxes only the amount over Massachusetts’ $175 per item', () => {
    expect(computeStateTax(table, 'MA', [tee(20000)], 0, NOV).breakdown[0]).toMatchObject({
      taxableAmount: 2500,
      amount: 156,
    });
    expect(computeStateTax(table, 'MA', [tee(17500)], 0, NOV).taxAmount).toBe(0);
  });

  it('exempts clothing entirely where the state does (Minnesota) and still taxes a mug', () => {
    const mug: TaxLine = { category: 'goods.general', unitPrice: 1999, quantity: 2 };
    expect(computeStateTax(table, 'MN', [tee(), mug], 0, NOV).breakdown).toEqual([
      { state: 'MN', rate: 0.06875, amount: 275, taxableAmount: 3998 },
    ]);
  });

  it('honours Alabama’s tax holiday (17–19 July 2026) for clothing up to its $156 cap', () => {
    const holiday = new Date('2026-07-18T17:00:00Z');
    expect(computeStateTax(table, 'AL', [tee()], 0, holiday).taxAmount).toBe(0);
    expect(computeStateTax(table, 'AL', [tee(15600)], 0, holiday).taxAmount).toBe(0);
    expect(computeStateTax(table, 'AL', [tee(15601)], 0, holiday).taxAmount).toBe(624);
    expect(computeStateTax(table, 'AL', [canvas()], 0, holiday).taxAmount).toBe(320);
    expect(computeStateTax(table, 'AL', [tee()], 0, NOV).taxAmount).toBe(120);
  });

  it('reads the holiday’s dates on the state’s own clock', () => {
    // 04:30 UTC on 17 July is still the 16th in Alabama (UTC-5 in summer); 05:30 is the 17th.
    expect(
      computeStateTax(table, 'AL', [tee()], 0, new Date('2026-07-17T04:30:00Z')).taxAmount,
    ).toBe(120);
    expect(
      computeStateTax(table, 'AL', [tee()], 0, new Date('2026-07-17T05:30:00Z')).taxAmount,
    ).toBe(0);
  });

  it('exempts clothing at any price during a holiday with no cap (South Carolina)', () => {
    const holiday = new Date('2026-08-08T17:00:00Z');
    expect(computeStateTax(table, 'SC', [tee(50000)], 0, holiday).taxAmount).toBe(0);
  });

  it('names only the state where local rates apply that the data does not hold', () => {
    // Colorado's cities and counties add their own tax; the data has the 2.9% statewide rate.
    expect(computeStateTax(table, 'CO', [canvas()], 0, NOV).breakdown).toEqual([
      { state: 'CO', rate: 0.029, amount: 232, taxableAmount: 7999 },
    ]);
  });

  it('taxes no shipping when nothing in the order is taxable', () => {
    expect(taxableShipping(599, 0, 2999)).toBe(0);
    expect(computeStateTax(table, 'NJ', [tee()], 599, NOV)).toEqual({
      taxAmount: 0,
      breakdown: [{ state: 'NJ', rate: 0.06625, amount: 0, taxableAmount: 0 }],
    });
  });
});
