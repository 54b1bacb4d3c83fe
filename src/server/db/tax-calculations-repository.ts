import {
  type TaxCalculation,
  type TaxRequest,
  taxBreakdownSchema,
  taxRequestSchema,
} from '../ports/tax-service';
import type { Db } from './database';
import { readStoredJson } from './stored-json';

/** Tax calculations kept under their ids, with the request they answered. */
export function createTaxCalculationsRepository(db: Db) {
  return {
    async insert(request: TaxRequest, calculation: TaxCalculation): Promise<void> {
      await db
        .insertInto('tax_calculations')
        .values({
          id: calculation.id,
          request: JSON.stringify(request),
          subtotal: calculation.subtotal,
          shipping_cost: calculation.shippingCost,
          tax_amount: calculation.taxAmount,
          total_amount: calculation.totalAmount,
          breakdown: JSON.stringify(calculation.breakdown),
          created_at: calculation.calculatedAt.toISOString(),
        })
        .execute();
    },

    async findById(
      id: string,
    ): Promise<{ request: TaxRequest; calculation: TaxCalculation } | undefined> {
      const row = await db
        .selectFrom('tax_calculations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        request: readStoredJson(
          taxRequestSchema,
          row.request,
          `tax_calculations.request of ${row.id}`,
        ),
        calculation: {
          id: row.id,
          subtotal: row.subtotal,
          shippingCost: row.shipping_cost,
          taxAmount: row.tax_amount,
          totalAmount: row.total_amount,
          breakdown: readStoredJson(
            taxBreakdownSchema,
            row.breakdown,
            `tax_calculations.breakdown of ${row.id}`,
          ),
          calculatedAt: new Date(row.created_at),
        },
      };
    },

    async transactionIdOf(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('tax_calculations')
        .select('transaction_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.transaction_id ?? null;
    },

    /** Keeps the first transaction id recorded for a calculation and gives back the kept one. */
    async keepTransactionId(id: string, transactionId: string): Promise<string> {
      await db
        .updateTable('tax_calculations')
        .set({ transaction_id: transactionId })
        .where('id', '=', id)
        .where('transaction_id', 'is', null)
        .execute();
      return (await this.transactionIdOf(id)) ?? transactionId;
    },
  };
}

export type TaxCalculationsRepository = ReturnType<typeof createTaxCalculationsRepository>;
