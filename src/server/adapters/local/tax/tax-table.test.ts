import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasStateCalendar } from './state-calendar';
import { parseCsvLine, parseTaxTable, rateToPpm } from './tax-table';

const dir = join(process.cwd(), 'data-sources/us-sales-tax');
const ratesCsv = readFileSync(join(dir, 'state_rates.csv'), 'utf8');
const taxabilityCsv = readFileSync(join(dir, 'taxability.csv'), 'utf8');
const HEADER = 'state,category,category_description,taxable,treatment,conditions';

describe('parseTaxTable', () => {
  it('reads every state of the shipped data, each with a calendar for its holidays', () => {
    const table = parseTaxTable(ratesCsv, taxabilityCsv);
    expect(table.ratesPpm.size).toBe(46);
    expect(table.ratesPpm.get('MN')).toBe(68750);
    expect(table.ratesPpm.has('OR')).toBe(false);
    expect(table.taxability.get('NY:clothing.general')).toMatchObject({
      treatment: 'conditional',
      conditions: { cap_basis: 'per_item', price_cap_cents: 11000 },
    });
    expect([...table.ratesPpm.keys()].filter((state) => !hasStateCalendar(state))).toEqual([]);
  });

  it('refuses a conditional rule it cannot apply rather than guess', () => {
    const vague = `${HEADER}\nZZ,clothing.general,,True,conditional,"{""note"": ""ask us""}"`;
    expect(() => parseTaxTable(ratesCsv, vague)).toThrow(/ZZ:clothing.general/);
    const badDate = `${HEADER}\nZZ,clothing.general,,True,conditional,"{""tax_holiday"": {""windows"": [{""start"": ""July 1"", ""end"": ""2026-07-02""}]}}"`;
    expect(() => parseTaxTable(ratesCsv, badDate)).toThrow();
  });
});

describe('rateToPpm', () => {
  it('reads decimal rates exactly and refuses percentages', () => {
    expect(rateToPpm('0.06875')).toBe(68750);
    expect(rateToPpm('0.04')).toBe(40000);
    expect(rateToPpm('0')).toBe(0);
    expect(() => rateToPpm('6.25')).toThrow();
    expect(() => rateToPpm('-0.1')).toThrow();
  });
});

describe('parseCsvLine', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsvLine('AL,"a, b","{""x"": 1}",')).toEqual(['AL', 'a, b', '{"x": 1}', '']);
  });
});
