import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Timestamps are ISO-8601 UTC strings (they sort as text on
 * both dialects); JSON columns are text.
 */
export interface JobsTable {
  id: string;
  owner_key: string;
  user_id: string | null;
  guest_session_id: string | null;
  style_id: string | null;
  custom_prompt: string | null;
  gender: string;
  status: string;
  attempts: Generated<number>;
  error: string | null;
  original_key: string;
  photo_key: string;
  result: string | null;
  run_after: string;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A tax quote as made: the request and the amounts, in cents; JSON columns are text. */
export interface TaxCalculationsTable {
  id: string;
  request: string;
  subtotal: number;
  shipping_cost: number;
  tax_amount: number;
  total_amount: number;
  breakdown: string;
  created_at: string;
}

export interface Database {
  jobs: JobsTable;
  tax_calculations: TaxCalculationsTable;
}
