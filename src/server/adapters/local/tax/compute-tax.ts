import { type Cents, sumCents } from '../../../../shared/money';
import { subtotalOf } from '../../../../shared/subtotal';
import { localDay } from './state-calendar';
import { type TaxCategory, type TaxConditions, type TaxTable, taxabilityKey } from './tax-table';

export interface TaxLine {
  category: TaxCategory;
  quantity: number;
  unitPrice: Cents;
}

export interface StateTax {
  taxAmount: Cents;
  /** One entry for the state, or none where the state has no sales tax. */
  breakdown: { state: string; rate: number; amount: Cents; taxableAmount: Cents }[];
}

const PPM = 1_000_000;

/** `value * numerator / denominator` rounded half up, exactly (BigInt: no float, no overflow). */
export function scaleHalfUp(value: number, numerator: number, denominator: number): number {
  const product = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * product + d) / (2n * d));
}

/** Tax on one line: its taxable cents times the rate, rounded half up to the cent. */
export const lineTax = (taxable: Cents, ratePpm: number): Cents =>
  scaleHalfUp(taxable, ratePpm, PPM);

function onHoliday(conditions: TaxConditions, unitPrice: Cents, day: string): boolean {
  const holiday = conditions.tax_holiday;
  if (!holiday) return false;
  const inWindow = holiday.windows.some((w) => w.start <= day && day <= w.end);
  // A holiday cap is the price an item may have and still be exempt ("$100 or less").
  const cap = holiday.price_cap_cents;
  return inWindow && (cap === undefined || unitPrice <= cap);
}

/** How much of one unit is taxed under the state's rule for its category on `day`. */
function taxablePerUnit(table: TaxTable, state: string, line: TaxLine, day: string): Cents {
  const rule = table.taxability.get(taxabilityKey(state, line.category));
  if (!rule || rule.treatment === 'taxable') return line.unitPrice;
  if (rule.treatment === 'exempt') return 0;
  const { conditions } = rule;
  if (onHoliday(conditions, line.unitPrice, day)) return 0;
  const cap = conditions.price_cap_cents;
  if (cap === undefined) return line.unitPrice;
  // per_item: sold for under the cap is exempt, at or above it the whole price is taxed (NY).
  if (conditions.cap_basis === 'per_item') return line.unitPrice < cap ? 0 : line.unitPrice;
  // excess_over_cap: only what one item costs above the cap is taxed (MA, RI).
  if (conditions.cap_basis === 'excess_over_cap') return Math.max(0, line.unitPrice - cap);
  return line.unitPrice;
}

/**
 * THE SHIPPING RULE. The data does not say whether delivery charges are taxable, so shipping
 * follows the goods: the share of the shipping charge that matches the taxable share of the
 * goods' price is taxed (rounded half up to the cent). It is how states that tax delivery
 * treat mixed orders, it taxes all of the shipping when everything is taxable, and none of it
 * when nothing is (a t-shirt to New Jersey).
 */
export function taxableShipping(shipping: Cents, taxableGoods: Cents, goods: Cents): Cents {
  return goods === 0 ? 0 : scaleHalfUp(shipping, taxableGoods, goods);
}

/**
 * Statewide sales tax for an order shipped to `state` at `instant`, with the state's
 * category rules, thresholds and holidays on the state's own date. Each line (every cart line,
 * then shipping) is taxed on its own and rounded half up to the cent; the tax is their sum.
 * Local (county, city) taxes are not in the data, so the breakdown names the state alone.
 */
export function computeStateTax(
  table: TaxTable,
  state: string,
  lines: readonly TaxLine[],
  shipping: Cents,
  instant: Date,
): StateTax {
  const ratePpm = table.ratesPpm.get(state);
  if (ratePpm === undefined) return { taxAmount: 0, breakdown: [] };
  const day = localDay(state, instant);
  const taxable = lines.map((line) => taxablePerUnit(table, state, line, day) * line.quantity);
  const goodsTaxable = sumCents(taxable);
  const shippingTaxable = taxableShipping(shipping, goodsTaxable, subtotalOf(lines));
  const taxAmount =
    sumCents(taxable.map((amount) => lineTax(amount, ratePpm))) + lineTax(shippingTaxable, ratePpm);
  return {
    taxAmount,
    breakdown: [
      {
        state,
        rate: ratePpm / PPM,
        amount: taxAmount,
        taxableAmount: goodsTaxable + shippingTaxable,
      },
    ],
  };
}
