import type { StoreApi } from 'zustand';
import type { VariationsCheck } from '../../api/variations';
import type { GenerationDeps, GenerationStoreState } from './generation-state';
import { createVariationsPoller } from './variations-poller';
import {
  stoppedPainting,
  type VariationsState,
  variationsOfJob,
  wantsMoreVariations,
  withVariationsAnswer,
} from './variations-state';

type Store = Pick<StoreApi<GenerationStoreState>, 'getState' | 'setState' | 'subscribe'>;

/** What an answer makes of the variations, and whether to ask again. */
function answered(state: VariationsState, check: VariationsCheck) {
  if (check.ok) {
    const next = withVariationsAnswer(state, check.variations);
    return { next, again: wantsMoreVariations(next) };
  }
  // A job not there for this shopper will not be; a failed request may pass.
  return check.gone ? { next: stoppedPainting(state), again: false } : { next: state, again: true };
}

/**
 * Keeps the finished job's variations coming in: when a job is on show as completed (made,
 * reopened, or back after a reload), its variations are asked for until all are painted.
 * Another job, or none, stops the asking; a job coming back (another look refused) carries on
 * with what it had, its pick included.
 */
export function followVariations(store: Store, deps: Pick<GenerationDeps, 'fetchVariations'>) {
  const sameJob = (jobId: string) => store.getState().variations.jobId === jobId;

  const poller = createVariationsPoller({
    fetchVariations: deps.fetchVariations,
    onAnswer(jobId, check) {
      if (!sameJob(jobId)) return false;
      const { next, again } = answered(store.getState().variations, check);
      if (next !== store.getState().variations) store.setState({ variations: next });
      return again;
    },
    onGiveUp(jobId) {
      if (sameJob(jobId))
        store.setState({ variations: stoppedPainting(store.getState().variations) });
    },
  });

  let shown: string | null = null;
  const follow = (state: GenerationStoreState) => {
    const finished = state.jobStatus === 'completed' ? state.jobId : null;
    if (finished === shown) return;
    shown = finished;
    poller.stop();
    if (!finished) return;
    let { variations } = state;
    if (variations.jobId !== finished) {
      variations = variationsOfJob(finished);
      store.setState({ variations });
    }
    if (wantsMoreVariations(variations)) poller.start(finished);
  };

  store.subscribe(follow);
  follow(store.getState());
}
