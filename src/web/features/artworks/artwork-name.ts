import type { ArtworkSummary } from '../../../shared/api/artworks';
import { isStyleId, STYLE_LABELS } from '../../../shared/styles';

/** What a tile calls an artwork: its style's label, or the shopper's own words. */
export function artworkName(artwork: ArtworkSummary): string {
  if (artwork.style_id && isStyleId(artwork.style_id)) return STYLE_LABELS[artwork.style_id];
  return artwork.custom_prompt ? `“${artwork.custom_prompt}”` : 'Make My Own';
}
