import { z } from 'zod';
import { centsSchema } from '../../shared/api/fields';
import { taxAddressSchema, taxProductTypeSchema } from '../../shared/api/tax';
import type { Cents } from '../../shared/money';

/** What a calculation was asked; kept as JSON beside it (tax_calculations.request). */
export const taxRequestSchema = z.object({
  lines: z.array(
    z.object({
      productType: taxProductTypeSchema,
      quantity: z.number().int().positive(),
      unitPrice: centsSchema,
      designId: z.string(),
    }),
  ),
  shippingCost: centsSchema,
  address: taxAddressSchema,
});
export type TaxRequest = z.infer<typeof taxRequestSchema>;

/** The tax per jurisdiction; kept as JSON with the calculation (tax_calculations.breakdown). */
export const taxBreakdownSchema = z.array(
  z.object({
    jurisdiction: z.string(),
    rate: z.number().nonnegative(),
    amount: centsSchema,
    taxableAmount: centsSchema,
  }),
);

/** A finished calculation; kept under its id so the payment step can tell what was quoted. */
export interface TaxCalculation {
  id: string;
  subtotal: Cents;
  shippingCost: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
  breakdown: z.infer<typeof taxBreakdownSchema>;
  calculatedAt: Date;
}

/**
 * Why a service could not quote: it cannot place the address (the shopper can fix that), or
 * it is unreachable, refuses our credentials or answers nonsense (the shopper cannot).
 */
export type TaxFailureCode = 'address_not_found' | 'unavailable';

export class TaxServiceError extends Error {
  override readonly name = 'TaxServiceError';
  constructor(
    readonly code: TaxFailureCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Works out sales tax for an order and an address (local rate table, or Stripe Tax). Fails
 * with a TaxServiceError when it cannot.
 */
export interface TaxService {
  readonly name: string;
  calculate(request: TaxRequest, now: Date): Promise<TaxCalculation>;
  /**
   * Records a paid order's tax for reporting (Stripe: a tax transaction made from the
   * calculation) and gives its id. Asking again for the same calculation gives the same id.
   */
  recordTransaction(calculationId: string, reference: string): Promise<string>;
}
