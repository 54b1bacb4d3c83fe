import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import type { TaxCalculation, TaxRequest, TaxService } from '../ports/tax-service';

/**
 * The tax of a checkout being priced, from the configured service, kept under its id with the
 * request it answered: the checkout names it, and the paid order records its transaction.
 * (The checkout page's quotes are not kept; see http/tax.ts.)
 */
export async function calculateTax(
  deps: { tax: TaxService; taxCalculations: TaxCalculationsRepository; clock: () => Date },
  request: TaxRequest,
): Promise<TaxCalculation> {
  const calculation = await deps.tax.calculate(request, deps.clock());
  await deps.taxCalculations.insert(request, calculation);
  return calculation;
}
