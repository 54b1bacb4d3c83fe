import type { FastifyInstance } from 'fastify';
import { type CalculateTaxResponse, calculateTaxRequestSchema } from '../../shared/api/tax';
import { CURRENCY } from '../../shared/constants';
import { US_STATES } from '../../shared/validation/us-states';
import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import type { TaxService } from '../ports/tax-service';
import { calculateTax } from '../workflows/calculate-tax';
import { HttpError, zodDetail } from './errors';

const KNOWN_STATES = new Set<string>(US_STATES.map((state) => state.code));

/**
 * POST /api/stripe/products/calculate-tax (the path is the SPEC's whatever service answers).
 * The quote only shapes what the shopper sees; the payment step taxes the order again.
 */
export function taxRoutes(deps: {
  tax: TaxService;
  taxCalculations: TaxCalculationsRepository;
  clock: () => Date;
}) {
  return async function taxPlugin(app: FastifyInstance) {
    app.post(
      '/api/stripe/products/calculate-tax',
      async (request): Promise<CalculateTaxResponse> => {
        const parsed = calculateTaxRequestSchema.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
        const { items, shipping_address: address, shipping_cost } = parsed.data;
        if (address.country.toUpperCase() !== 'US') {
          throw new HttpError(422, 'We calculate tax for addresses in the United States only.');
        }
        if (!KNOWN_STATES.has(address.state.toUpperCase())) {
          throw new HttpError(422, `Unknown US state: ${address.state}`);
        }
        const calculation = await calculateTax(deps, {
          lines: items.map((item) => ({
            productType: item.productType,
            quantity: item.quantity,
            unitPrice: item.price,
            designId: item.designId,
          })),
          shippingCost: shipping_cost,
          address,
        });
        return {
          tax_amount: calculation.taxAmount,
          total_amount: calculation.totalAmount,
          subtotal: calculation.subtotal,
          shipping_cost: calculation.shippingCost,
          tax_breakdown: calculation.breakdown.map((line) => ({
            jurisdiction: line.jurisdiction,
            rate: line.rate,
            amount: line.amount,
            taxable_amount: line.taxableAmount,
          })),
          calculation_id: calculation.id,
          currency: CURRENCY,
          calculatedAt: calculation.calculatedAt.toISOString(),
        };
      },
    );
  };
}
