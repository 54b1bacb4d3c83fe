import type { Selectable } from 'kysely';
import { z } from 'zod';
import { type ApiProduct, apiProductSchema } from '../../shared/api/products';
import { artworkFactsSchema } from '../artworks/artwork-facts';
import type { Artwork } from '../ports/art-engine';
import type { Db } from './database';
import type { JobVariationsTable } from './schema';
import { readStoredJson } from './stored-json';

export type VariationArtwork = Omit<Artwork, 'image'>;

/** One painted variation of a job. */
export interface JobVariation {
  jobId: string;
  variation: number;
  artworkKey: string;
  previewKey: string;
  artwork: VariationArtwork;
  /** The products made from it; null until it is first picked. */
  products: ApiProduct[] | null;
}

type Row = Selectable<JobVariationsTable>;

function fromRow(row: Row): JobVariation {
  const record = `job_variations ${row.job_id}/${row.variation}`;
  return {
    jobId: row.job_id,
    variation: row.variation,
    artworkKey: row.artwork_key,
    previewKey: row.preview_key,
    artwork: readStoredJson(artworkFactsSchema, row.artwork, record),
    products:
      row.products === null
        ? null
        : readStoredJson(z.array(apiProductSchema), row.products, `${record} products`),
  };
}

/** The variations of each creation (issue 36), kept as artworks of its job. */
export function createJobVariationsRepository(db: Db) {
  return {
    /** Keeps a painted variation; painting the same one again keeps the first. */
    async record(
      variation: Omit<JobVariation, 'products'>,
      products: ApiProduct[] | null,
      now: Date,
    ) {
      const { subject, contentType, width, height } = variation.artwork;
      await db
        .insertInto('job_variations')
        .values({
          job_id: variation.jobId,
          variation: variation.variation,
          artwork_key: variation.artworkKey,
          preview_key: variation.previewKey,
          artwork: JSON.stringify({ contentType, width, height, ...(subject && { subject }) }),
          products: products && JSON.stringify(products),
          created_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['job_id', 'variation']).doNothing())
        .execute();
    },

    async list(jobId: string): Promise<JobVariation[]> {
      const rows = await db
        .selectFrom('job_variations')
        .selectAll()
        .where('job_id', '=', jobId)
        .orderBy('variation')
        .execute();
      return rows.map(fromRow);
    },

    async find(jobId: string, variation: number): Promise<JobVariation | undefined> {
      const row = await db
        .selectFrom('job_variations')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('variation', '=', variation)
        .executeTakeFirst();
      return row && fromRow(row);
    },

    /** The products made from a picked variation, kept for the next pick and for checkout. */
    async keepProducts(jobId: string, variation: number, products: ApiProduct[]): Promise<void> {
      await db
        .updateTable('job_variations')
        .set({ products: JSON.stringify(products) })
        .where('job_id', '=', jobId)
        .where('variation', '=', variation)
        .execute();
    },

    async deleteFor(jobId: string): Promise<void> {
      await db.deleteFrom('job_variations').where('job_id', '=', jobId).execute();
    },
  };
}

export type JobVariationsRepository = ReturnType<typeof createJobVariationsRepository>;
