import type { GenerationDeps, GenerationStoreState } from './generation-state';

export const VARIATION_PICK_FAILED = 'We could not switch to that variation. Please try again.';

interface Store {
  getState(): GenerationStoreState;
  setState(change: Partial<GenerationStoreState>): void;
}

/**
 * The store's `pickVariation`: the products made from another variation take the place of
 * those on show, with its artwork. The old ones stay until the new ones arrive (the first pick
 * of a variation makes its mock-ups), and stay for good when the pick fails. The last click
 * wins: an answer to an earlier pick, or for a job no longer on show, is dropped.
 */
export function createPickVariation(
  store: Store,
  deps: Pick<GenerationDeps, 'requestVariationPick' | 'toastProblem'>,
) {
  let latest = 0;

  return async function pickVariation(variation: number): Promise<void> {
    const { jobId, variations } = store.getState();
    if (!jobId || variations.jobId !== jobId) return;
    if (variation === variations.picked) {
      // Back to the one on show: a pick still being made is called off.
      latest += 1;
      if (variations.picking !== null)
        store.setState({ variations: { ...variations, picking: null } });
      return;
    }
    if (!variations.painted.some((one) => one.variation === variation)) return;
    const ask = ++latest;
    store.setState({ variations: { ...variations, picking: variation } });

    const outcome = await deps.requestVariationPick(jobId, variation);
    const now = store.getState();
    if (ask !== latest || now.jobId !== jobId || now.variations.jobId !== jobId) return;
    if (!outcome.ok) {
      store.setState({ variations: { ...now.variations, picking: null } });
      deps.toastProblem(VARIATION_PICK_FAILED);
      return;
    }
    const { picked } = outcome;
    store.setState({
      products: picked.products,
      artworkUrl: picked.artwork_url,
      variations: { ...now.variations, picked: picked.variation, picking: null },
    });
  };
}
