import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaxProductType } from '../../../../shared/api/tax';
import { subtotalOf } from '../../../../shared/subtotal';
import { US_STATES } from '../../../../shared/validation/us-states';
import type { TaxService } from '../../../ports/tax-service';
import { computeStateTax } from './compute-tax';
import { parseTaxTable, type TaxCategory } from './tax-table';

const CATEGORY: Record<TaxProductType, TaxCategory> = {
  T_SHIRT: 'clothing.general',
  CANVAS: 'goods.general',
  COFFEE_MUG: 'goods.general',
};

const stateName = (code: string) => US_STATES.find((s) => s.code === code)?.name ?? code;

/**
 * The default tax service: the statewide rates and category rules of the US sales-tax table in
 * `dataDir`, read once. Each calculation gets an unguessable id.
 */
export function createLocalTaxService(deps: { dataDir: string }): TaxService {
  const table = parseTaxTable(
    readFileSync(join(deps.dataDir, 'state_rates.csv'), 'utf8'),
    readFileSync(join(deps.dataDir, 'taxability.csv'), 'utf8'),
  );
  return {
    name: 'local',
    async calculate(request, now) {
      const lines = request.lines.map((line) => ({
        category: CATEGORY[line.productType],
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      }));
      const state = request.address.state.toUpperCase();
      const tax = computeStateTax(table, state, lines, request.shippingCost, now);
      const subtotal = subtotalOf(lines);
      return {
        id: `taxcalc_${randomBytes(16).toString('hex')}`,
        subtotal,
        shippingCost: request.shippingCost,
        taxAmount: tax.taxAmount,
        totalAmount: subtotal + request.shippingCost + tax.taxAmount,
        breakdown: tax.breakdown.map(({ state: code, ...rest }) => ({
          jurisdiction: stateName(code),
          ...rest,
        })),
        calculatedAt: now,
      };
    },
    // The store's own tax_calculations table is the local record; the id is derived so a
    // repeat gives the same one.
    async recordTransaction(calculationId) {
      return `taxtxn_${calculationId.replace(/^taxcalc_/, '')}`;
    },
  };
}
