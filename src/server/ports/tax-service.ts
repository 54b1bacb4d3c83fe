import type { TaxAddress, TaxProductType } from '../../shared/api/tax';
import type { Cents } from '../../shared/money';

export interface TaxRequestLine {
  productType: TaxProductType;
  quantity: number;
  unitPrice: Cents;
  designId: string;
}

export interface TaxRequest {
  lines: TaxRequestLine[];
  shippingCost: Cents;
  address: TaxAddress;
}

/** A finished calculation; kept under its id so the payment step can tell what was quoted. */
export interface TaxCalculation {
  id: string;
  subtotal: Cents;
  shippingCost: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
  breakdown: { jurisdiction: string; rate: number; amount: Cents; taxableAmount: Cents }[];
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
