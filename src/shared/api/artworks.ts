import { z } from 'zod';

/** How many artworks a page of My artworks holds. */
export const ARTWORKS_PAGE_SIZE = 24;

/** One artwork a shopper made, as My artworks lists it: the job that made it, and its preview. */
export const artworkSummarySchema = z.object({
  /** The job's id: GET /api/jobs/{id} gives its products. */
  id: z.string().uuid(),
  created_at: z.string(),
  /** The named style; null for the shopper's own description. */
  style_id: z.string().nullable(),
  /** The shopper's own description, for a custom artwork. */
  custom_prompt: z.string().nullable(),
  /** The marked, screen-size preview. */
  image_url: z.string(),
  /** An order prints it: it is kept for that order and cannot be deleted. */
  ordered: z.boolean(),
});
export type ArtworkSummary = z.infer<typeof artworkSummarySchema>;

/** GET /api/artworks: newest first, a page at a time. */
export const artworksPageSchema = z.object({
  artworks: z.array(artworkSummarySchema),
  /** Where the next page starts; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ArtworksPage = z.infer<typeof artworksPageSchema>;
