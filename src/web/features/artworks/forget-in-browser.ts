import { useCartStore } from '../cart/cart-store';
import { useGenerationStore } from '../generation/generation-store';

/**
 * What this browser still holds of a deleted artwork goes too: its cart lines (their products
 * are gone) and, if it is the one on show, the generation's state.
 */
export function forgetArtworkInBrowser(jobId: string): void {
  const cart = useCartStore.getState();
  for (const item of cart.items.filter((line) => line.jobId === jobId)) cart.removeItem(item.id);
  const generation = useGenerationStore.getState();
  if (generation.jobId === jobId) generation.reset();
}
