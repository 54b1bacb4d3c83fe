import type { ArtRequest, Artwork } from '@masterpiece-me/portrait-engine/vocabulary';

/** What any engine is asked for and answers with: the portrait engine's request and artwork. */
export type { ArtDirection, ArtRequest, Artwork } from '@masterpiece-me/portrait-engine/vocabulary';

/**
 * Turns a photo of one person into artwork. A refusal the shopper should read (a moderation
 * block, say) is thrown as an `ArtRefusedError`; anything else thrown is retried by the queue.
 */
export interface ArtEngine {
  readonly name: string;
  render(request: ArtRequest): Promise<Artwork>;
}

export class ArtRefusedError extends Error {
  override readonly name = 'ArtRefusedError';
}
