import { z } from 'zod';
import { subtotalOf } from '../subtotal';
import type { ShippingAddress } from '../validation/shipping-address';
import type { CartProductType } from './cart';
import {
  centsSchema,
  currencySchema,
  idSchema,
  optionalText,
  quantitySchema,
  requiredText,
  text,
  timestampSchema,
} from './fields';

export const TAX_PRODUCT_TYPES = ['T_SHIRT', 'CANVAS', 'COFFEE_MUG'] as const;
export const taxProductTypeSchema = z.enum(TAX_PRODUCT_TYPES);
export type TaxProductType = z.infer<typeof taxProductTypeSchema>;

export const TAX_PRODUCT_TYPE_BY_CART_TYPE: Record<CartProductType, TaxProductType> = {
  tshirt: 'T_SHIRT',
  canvas: 'CANVAS',
  coffeeMug: 'COFFEE_MUG',
};

export const taxItemSchema = z.object({
  productType: taxProductTypeSchema,
  quantity: quantitySchema,
  /** Unit price. */
  price: centsSchema,
  designId: idSchema,
});
export type TaxItem = z.infer<typeof taxItemSchema>;

export const taxAddressSchema = z.object({
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  state: requiredText(64),
  postal_code: requiredText(16),
  country: text().trim().length(2),
});
export type TaxAddress = z.infer<typeof taxAddressSchema>;

export function toTaxAddress(address: ShippingAddress): TaxAddress {
  return {
    line1: address.address1,
    line2: address.address2 || undefined,
    city: address.city,
    state: address.region,
    postal_code: address.zip,
    country: address.country,
  };
}

/** $1,000,000: far above any real basket, and every amount of a quote stays a safe integer. */
export const MAX_TAX_QUOTE_CENTS = 100_000_000;

/** POST /api/stripe/products/calculate-tax */
export const calculateTaxRequestSchema = z
  .object({
    items: z.array(taxItemSchema).min(1).max(50),
    shipping_address: taxAddressSchema,
    shipping_cost: centsSchema,
    currency: currencySchema,
  })
  .refine((order) => subtotalOf(order.items) + order.shipping_cost <= MAX_TAX_QUOTE_CENTS, {
    path: ['items'],
    message: 'The order is too large to quote (over $1,000,000)',
  });
export type CalculateTaxRequest = z.input<typeof calculateTaxRequestSchema>;

const rateSchema = z.number().min(0).max(1);

/** Shown for a breakdown line whose jurisdiction has no name (SPEC §2, tax tooltip). */
export const DEFAULT_JURISDICTION_NAME = 'Tax';

export const apiTaxBreakdownSchema = z.object({
  /** Jurisdiction name, e.g. 'California'. */
  jurisdiction: optionalText(200),
  rate: rateSchema,
  amount: centsSchema,
  taxable_amount: centsSchema,
});

export const calculateTaxResponseSchema = z.object({
  tax_amount: centsSchema,
  total_amount: centsSchema,
  subtotal: centsSchema,
  shipping_cost: centsSchema,
  tax_breakdown: z.array(apiTaxBreakdownSchema),
  calculation_id: idSchema,
  currency: currencySchema,
  calculatedAt: timestampSchema.optional(),
});
export type CalculateTaxResponse = z.infer<typeof calculateTaxResponseSchema>;

/** The checkout's tax (SPEC §3 "Tax result"); no calculation id when it is the 8% fallback. */
export const taxResultSchema = z.object({
  taxAmount: centsSchema,
  totalAmount: centsSchema,
  subtotal: centsSchema,
  shippingCost: centsSchema,
  breakdown: z.array(
    z.object({
      jurisdiction: z.string().min(1),
      rate: rateSchema,
      amount: centsSchema,
      taxableAmount: centsSchema,
    }),
  ),
  calculationId: idSchema.optional(),
  currency: currencySchema,
  calculatedAt: timestampSchema,
});
export type TaxResult = z.infer<typeof taxResultSchema>;

export function toTaxResult(answer: CalculateTaxResponse, calculatedAt: Date): TaxResult {
  return {
    taxAmount: answer.tax_amount,
    totalAmount: answer.total_amount,
    subtotal: answer.subtotal,
    shippingCost: answer.shipping_cost,
    breakdown: answer.tax_breakdown.map((entry) => ({
      jurisdiction: entry.jurisdiction ?? DEFAULT_JURISDICTION_NAME,
      rate: entry.rate,
      amount: entry.amount,
      taxableAmount: entry.taxable_amount,
    })),
    calculationId: answer.calculation_id,
    currency: answer.currency,
    calculatedAt: answer.calculatedAt ?? calculatedAt.toISOString(),
  };
}
