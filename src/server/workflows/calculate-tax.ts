import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import type { TaxCalculation, TaxRequest, TaxService } from '../ports/tax-service';

/**
 * A tax quote from the configured service, kept under its id with the request it answered, so
 * the payment step can tell what the shopper was shown.
 */
export async function calculateTax(
  deps: { tax: TaxService; taxCalculations: TaxCalculationsRepository; clock: () => Date },
  request: TaxRequest,
): Promise<TaxCalculation> {
  const calculation = await deps.tax.calculate(request, deps.clock());
  await deps.taxCalculations.insert(request, calculation);
  return calculation;
}
