import { z } from 'zod';

/**
 * The US sales-tax table (data-sources/us-sales-tax, TaxLocus Open Sales-Tax Dataset,
 * CC BY 4.0): a statewide rate per state and how clothing and general goods are treated.
 */
export type TaxCategory = 'clothing.general' | 'goods.general';

const holidaySchema = z.object({
  windows: z.array(z.object({ start: z.string(), end: z.string() })),
  price_cap_cents: z.number().int().positive().optional(),
});

const conditionsSchema = z.object({
  tax_holiday: holidaySchema.optional(),
  cap_basis: z.enum(['per_item', 'excess_over_cap']).optional(),
  price_cap_cents: z.number().int().positive().optional(),
});

export type TaxConditions = z.infer<typeof conditionsSchema>;

export interface Taxability {
  treatment: 'taxable' | 'exempt' | 'conditional';
  conditions: TaxConditions;
}

export interface TaxTable {
  /** Statewide rate as a fraction; absent for states with no sales tax. */
  rates: ReadonlyMap<string, number>;
  taxability: ReadonlyMap<string, Taxability>;
}

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

const treatmentSchema = z.enum(['taxable', 'exempt', 'conditional']);

/** Reads the two CSV files; a row it cannot understand stops the server rather than mis-taxing. */
export function parseTaxTable(stateRatesCsv: string, taxabilityCsv: string): TaxTable {
  const rates = new Map<string, number>();
  for (const row of rows(stateRatesCsv)) {
    rates.set(
      z.string().length(2).parse(row.state),
      z.coerce.number().min(0).max(1).parse(row.rate),
    );
  }
  const taxability = new Map<string, Taxability>();
  for (const row of rows(taxabilityCsv)) {
    taxability.set(`${row.state}:${row.category}`, {
      treatment: treatmentSchema.parse(row.treatment),
      conditions: conditionsSchema.parse(JSON.parse(row.conditions || '{}')),
    });
  }
  return { rates, taxability };
}
