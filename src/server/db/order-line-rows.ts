import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import { cartProductTypeSchema } from '../../shared/api/cart';
import type { PricedLine } from '../domain/checkout/price-lines';
import type { OrderLinesTable } from './schema';
import { readStoredJson } from './stored-json';

const optionsSchema = z.record(z.string(), z.string());

/** An order's lines as rows of `order_lines`, in the order the shopper bought them. */
export function toLineRows(orderId: string, lines: PricedLine[]): Insertable<OrderLinesTable>[] {
  return lines.map((line, position) => ({
    order_id: orderId,
    position,
    job_id: line.jobId,
    product_id: line.productId,
    variant_id: line.variantId,
    product_type: line.productType,
    title: line.title,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    print_provider_id: line.printProviderId,
    blueprint_id: line.blueprintId,
    options: JSON.stringify(line.options),
    image_url: line.imageUrl,
    fallback: line.fallback ? 1 : 0,
  }));
}

export function fromLineRow(row: Selectable<OrderLinesTable>): PricedLine {
  const where = (column: string) =>
    `order_lines.${column} of line ${row.position} of order ${row.order_id}`;
  return {
    jobId: row.job_id,
    productId: row.product_id,
    variantId: Number(row.variant_id),
    productType: readStoredJson(
      cartProductTypeSchema,
      JSON.stringify(row.product_type),
      where('product_type'),
    ),
    title: row.title,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    printProviderId: Number(row.print_provider_id),
    blueprintId: Number(row.blueprint_id),
    options: readStoredJson(optionsSchema, row.options, where('options')),
    imageUrl: row.image_url,
    fallback: Number(row.fallback) === 1,
  };
}
