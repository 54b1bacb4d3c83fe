import type { FastifyBaseLogger } from 'fastify';
import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import type { TaxService } from '../ports/tax-service';

/**
 * Records the paid order's tax with the tax service, once per calculation. A tax service
 * that is down must not stop the order: the order is made without the id and the failure is
 * logged for the books.
 */
export async function recordTaxTransaction(
  deps: { tax: TaxService; taxCalculations: TaxCalculationsRepository; logger: FastifyBaseLogger },
  calculationId: string,
  reference: string,
): Promise<string | null> {
  const known = await deps.taxCalculations.transactionIdOf(calculationId);
  if (known) return known;
  try {
    const id = await deps.tax.recordTransaction(calculationId, reference);
    return await deps.taxCalculations.keepTransactionId(calculationId, id);
  } catch (error) {
    deps.logger.error({ err: error, calculationId, reference }, 'tax transaction not recorded');
    return null;
  }
}
