import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeStateTax, type TaxLine, taxableShipping } from './compute-tax';
import { parseCsvLine, parseTaxTable } from './tax-table';

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
const canvas: TaxLine = { category: 'goods.general', unitPrice: 7999, quantity: 1 };
const NOV = new Date('2026-11-23T12:00:00Z');

describe('computeStateTax on the TaxLocus data', () => {
  it('taxes goods and their shipping at the statewide rate (California, 7.25%)', () => {
    expect(computeStateTax(table, 'CA', [canvas, tee()], 599, NOV)).toEqual({
      taxAmount: Math.round((7999 + 2999 + 599) * 0.0725),
      breakdown: [{ state: 'CA', rate: 0.0725, amount: 841, taxableAmount: 11597 }],
    });
  });

  it('answers zero with no breakdown in a state without sales tax (Oregon)', () => {
    expect(computeStateTax(table, 'OR', [canvas], 599, NOV)).toEqual({
      taxAmount: 0,
      breakdown: [],
    });
  });

  it('exempts clothing under New York’s $110 threshold but not the canvas', () => {
    const result = computeStateTax(table, 'NY', [tee(2999, 2), canvas], 800, NOV);
    // Shipping follows the goods: 7999 of 13997 is taxable, so 457 of the 800 shipping.
    expect(result.breakdown[0]).toEqual({
      state: 'NY',
      rate: 0.04,
      taxableAmount: 7999 + 457,
      amount: Math.round((7999 + 457) * 0.04),
    });
    expect(computeStateTax(table, 'NY', [tee(11000)], 0, NOV).taxAmount).toBe(440);
  });

  it('taxes only the amount over Massachusetts’ $175 per item', () => {
    expect(computeStateTax(table, 'MA', [tee(20000)], 0, NOV).breakdown[0]?.taxableAmount).toBe(
      2500,
    );
  });

  it('honours a tax holiday on its dates, up to its price cap (Alabama, 17–19 July 2026)', () => {
    const holiday = new Date('2026-07-18T12:00:00Z');
    expect(computeStateTax(table, 'AL', [tee()], 0, holiday).taxAmount).toBe(0);
    expect(computeStateTax(table, 'AL', [tee(20000)], 0, holiday).taxAmount).toBe(800);
    expect(computeStateTax(table, 'AL', [tee()], 0, NOV).taxAmount).toBe(120);
  });

  it('names only the state where local rates apply that the data does not hold', () => {
    // Colorado's cities add their own tax; the data has the 2.9% statewide rate alone.
    expect(computeStateTax(table, 'CO', [canvas], 0, NOV).breakdown).toEqual([
      { state: 'CO', rate: 0.029, amount: 232, taxableAmount: 7999 },
    ]);
  });

  it('taxes no shipping when nothing in the order is taxable', () => {
    expect(taxableShipping(599, 0, 2999)).toBe(0);
    expect(computeStateTax(table, 'NJ', [tee()], 599, NOV).taxAmount).toBe(0);
  });
});

describe('parseCsvLine', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsvLine('AL,"a, b","{""x"": 1}",')).toEqual(['AL', 'a, b', '{"x": 1}', '']);
  });
});
