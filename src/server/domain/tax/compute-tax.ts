import type { Cents } from '../../../shared/money';
import type { TaxCategory, TaxConditions, TaxTable } from './tax-table';

export interface TaxLine {
  category: TaxCategory;
  quantity: number;
  /** Unit price. */
  unitPrice: Cents;
}

export interface StateTax {
  taxAmount: Cents;
  /** One entry for the state, or none where the state has no sales tax. */
  breakdown: { state: string; rate: number; amount: Cents; taxableAmount: Cents }[];
}

/** `YYYY-MM-DD` of the day the calculation is made, in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function onHoliday(conditions: TaxConditions, unitPrice: Cents, day: string): boolean {
  const holiday = conditions.tax_holiday;
  if (!holiday) return false;
  const inWindow = holiday.windows.some((w) => w.start <= day && day <= w.end);
  return (
    inWindow && (holiday.price_cap_cents === undefined || unitPrice <= holiday.price_cap_cents)
  );
}

/** How much of one unit is taxed under the state's rule for its category. */
function taxablePerUnit(table: TaxTable, state: string, line: TaxLine, day: string): Cents {
  const rule = table.taxability.get(`${state}:${line.category}`);
  if (!rule || rule.treatment === 'taxable') return line.unitPrice;
  if (rule.treatment === 'exempt') return 0;
  const { conditions } = rule;
  if (onHoliday(conditions, line.unitPrice, day)) return 0;
  const cap = conditions.price_cap_cents;
  if (cap !== undefined && conditions.cap_basis === 'per_item') {
    return line.unitPrice < cap ? 0 : line.unitPrice;
  }
  if (cap !== undefined && conditions.cap_basis === 'excess_over_cap') {
    return Math.max(0, line.unitPrice - cap);
  }
  return line.unitPrice;
}

/**
 * Whether shipping is taxed is not in the data. Our rule: shipping follows the goods — the
 * share of the shipping charge that matches the taxable share of the goods is taxed. It is
 * what most states that tax delivery do for mixed orders, and it taxes nothing extra where the
 * goods are exempt.
 */
export function taxableShipping(shipping: Cents, taxableGoods: Cents, goods: Cents): Cents {
  return goods === 0 ? 0 : Math.round((shipping * taxableGoods) / goods);
}

/**
 * Statewide sales tax for an order shipped to `state` on `date`. Amounts are cents, rounded
 * half up once, on the taxable total. Local (county, city) taxes are not in the data.
 */
export function computeStateTax(
  table: TaxTable,
  state: string,
  lines: readonly TaxLine[],
  shipping: Cents,
  date: Date,
): StateTax {
  const rate = table.rates.get(state);
  if (rate === undefined) return { taxAmount: 0, breakdown: [] };
  const day = isoDay(date);
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const taxableGoods = lines.reduce(
    (sum, line) => sum + taxablePerUnit(table, state, line, day) * line.quantity,
    0,
  );
  const taxableAmount = taxableGoods + taxableShipping(shipping, taxableGoods, goods);
  const amount = Math.round(taxableAmount * rate);
  return { taxAmount: amount, breakdown: [{ state, rate, amount, taxableAmount }] };
}
