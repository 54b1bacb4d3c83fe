import { z } from 'zod';

/**
 * The US sales-tax table (data-sources/us-sales-tax, TaxLocus Open Sales-Tax Dataset,
 * CC BY 4.0): a statewide rate per state and how clothing and general goods are treated.
 */
export type TaxCategory = 'clothing.general' | 'goods.general';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

const holidaySchema = z.object({
  windows: z.array(z.object({ start: isoDay, end: isoDay })).min(1),
  /** No cap: every item of the category is exempt during the window. */
  price_cap_cents: z.number().int().positive().optional(),
});

const conditionsSchema = z.object({
  tax_holiday: holidaySchema.optional(),
  /** per_item: items under the cap are exempt; excess_over_cap: only the excess is taxed. */
  cap_basis: z.enum(['per_item', 'excess_over_cap']).optional(),
  price_cap_cents: z.number().int().positive().optional(),
});

export type TaxConditions = z.infer<typeof conditionsSchema>;

export interface Taxability {
  treatment: 'taxable' | 'exempt' | 'conditional';
  conditions: TaxConditions;
}

export interface TaxTable {
  /** Statewide rate in millionths (0.06875 -> 68750), exact; absent where there is none. */
  ratesPpm: ReadonlyMap<string, number>;
  taxability: ReadonlyMap<string, Taxability>;
}

export const taxabilityKey = (state: string, category: TaxCategory) => `${state}:${category}`;

/** A CSV line into fields: commas separate, double quotes wrap, "" is a quote inside. */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function rows(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const names = parseCsvLine(header ?? '');
  return lines.map((line) => {
    const values = parseCsvLine(line);
    return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  });
}

const stateSchema = z.string().regex(/^[A-Z]{2}$/);
const treatmentSchema = z.enum(['taxable', 'exempt', 'conditional']);
const categorySchema = z.enum(['clothing.general', 'goods.general']);

/** `0.06875` -> 68750, read from the digits so no binary fraction creeps into the money. */
export function rateToPpm(rate: string): number {
  const match = /^0(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`Not a sales-tax rate from 0 to under 1: ${rate}`);
  return Number((match[1] ?? '0').padEnd(6, '0'));
}

function isUnderstood(taxability: Taxability): boolean {
  if (taxability.treatment !== 'conditional') return true;
  const { tax_holiday, cap_basis, price_cap_cents } = taxability.conditions;
  return tax_holiday !== undefined || (cap_basis !== undefined && price_cap_cents !== undefined);
}

/** Reads the two CSV files; a row it cannot understand stops the server rather than mis-taxing. */
export function parseTaxTable(stateRatesCsv: string, taxabilityCsv: string): TaxTable {
  const ratesPpm = new Map<string, number>();
  for (const row of rows(stateRatesCsv)) {
    ratesPpm.set(stateSchema.parse(row.state), rateToPpm(row.rate ?? ''));
  }
  const taxability = new Map<string, Taxability>();
  for (const row of rows(taxabilityCsv)) {
    const entry: Taxability = {
      treatment: treatmentSchema.parse(row.treatment),
      conditions: conditionsSchema.parse(JSON.parse(row.conditions || '{}')),
    };
    const key = taxabilityKey(stateSchema.parse(row.state), categorySchema.parse(row.category));
    if (!isUnderstood(entry)) throw new Error(`A conditional tax rule with no rule: ${key}`);
    taxability.set(key, entry);
  }
  return { ratesPpm, taxability };
}
