import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariationsResponse } from '../../../shared/api/variations';
import type { VariationPick } from '../../api/variations';
import {
  ALL_VARIATIONS,
  type FakeDeps,
  fakeDeps,
  finishedStore,
  JOB_ID,
  MUG,
  mugOf,
  variationArt,
} from '../../testing/fake-generation-deps';
import { createGenerationStore } from './create-generation-store';
import { VARIATION_PICK_FAILED } from './pick-variation';
import { VARIATIONS_GIVE_UP_AFTER_MS } from './variations-poller';
import { variationSlots } from './variations-state';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

/** The first `count` of the four, still painting the rest. */
function paintedSoFar(count: number): { ok: true; variations: VariationsResponse } {
  return {
    ok: true,
    variations: {
      ...ALL_VARIATIONS,
      painting: true,
      variations: ALL_VARIATIONS.variations.slice(0, count),
    },
  };
}

/** A pick whose answer the test gives when it wants. */
function heldPick(deps: FakeDeps) {
  let answer: (pick: VariationPick) => void = () => {};
  vi.mocked(deps.requestVariationPick).mockImplementationOnce(
    () => new Promise((resolve) => (answer = resolve)),
  );
  return (pick: VariationPick) => answer(pick);
}

describe('generation store: the four variations', () => {
  it('asks for them about once a second from the finished job until all four are painted', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchVariations)
      .mockResolvedValueOnce(paintedSoFar(1))
      .mockResolvedValueOnce(paintedSoFar(2))
      .mockResolvedValueOnce({ ok: false, gone: false })
      .mockResolvedValueOnce({ ok: true, variations: ALL_VARIATIONS });
    const store = await finishedStore(deps);
    expect(deps.fetchVariations).toHaveBeenCalledWith(JOB_ID);
    expect(variationSlots(store.getState().variations)).toEqual([
      { variation: 0, artworkUrl: variationArt(0) },
      { variation: 1, artworkUrl: null },
      { variation: 2, artworkUrl: null },
      { variation: 3, artworkUrl: null },
    ]);

    await vi.advanceTimersByTimeAsync(3000);
    expect(deps.fetchVariations).toHaveBeenCalledTimes(4);
    expect(store.getState().variations).toMatchObject({ painting: false, picked: 0 });
    expect(variationSlots(store.getState().variations).map((slot) => slot.artworkUrl)).toEqual(
      [0, 1, 2, 3].map(variationArt),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.fetchVariations).toHaveBeenCalledTimes(4);
  });

  it('stops asking after 90 s, keeping the ones it has', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchVariations).mockResolvedValue(paintedSoFar(2));
    const store = await finishedStore(deps);
    await vi.advanceTimersByTimeAsync(VARIATIONS_GIVE_UP_AFTER_MS + 5000);
    const asked = vi.mocked(deps.fetchVariations).mock.calls.length;
    expect(asked).toBeGreaterThan(80);
    expect(asked).toBeLessThanOrEqual(91);
    expect(store.getState().variations.painting).toBe(false);
    expect(variationSlots(store.getState().variations)).toHaveLength(2);
  });

  it('stops at once for a job that is not there, and offers no choice', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchVariations).mockResolvedValue({ ok: false, gone: true });
    const store = await finishedStore(deps);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.fetchVariations).toHaveBeenCalledTimes(1);
    expect(variationSlots(store.getState().variations)).toEqual([]);
  });

  it('keeps the products on show while a pick is made, then shows the picked ones', async () => {
    const deps = fakeDeps();
    const store = await finishedStore(deps);
    const answer = heldPick(deps);
    const picking = store.getState().pickVariation(2);
    expect(deps.requestVariationPick).toHaveBeenCalledWith(JOB_ID, 2);
    expect(store.getState()).toMatchObject({
      products: [MUG],
      variations: { picked: 0, picking: 2 },
    });

    answer({
      ok: true,
      picked: { variation: 2, artwork_url: variationArt(2), products: [mugOf(2)] },
    });
    await picking;
    expect(store.getState()).toMatchObject({
      products: [mugOf(2)],
      artworkUrl: variationArt(2),
      variations: { picked: 2, picking: null },
    });
  });

  it('keeps the old pick when a pick fails, and says so', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.requestVariationPick).mockResolvedValueOnce({ ok: false });
    const store = await finishedStore(deps);
    await store.getState().pickVariation(1);
    expect(deps.toastProblem).toHaveBeenCalledWith(VARIATION_PICK_FAILED);
    expect(store.getState()).toMatchObject({
      products: [MUG],
      variations: { picked: 0, picking: null },
    });
  });

  it('goes by the last click: an earlier pick answering late is dropped', async () => {
    const deps = fakeDeps();
    const store = await finishedStore(deps);
    const answerFirst = heldPick(deps);
    const first = store.getState().pickVariation(1);
    await store.getState().pickVariation(3);
    answerFirst({
      ok: true,
      picked: { variation: 1, artwork_url: variationArt(1), products: [mugOf(1)] },
    });
    await first;
    expect(store.getState()).toMatchObject({
      products: [mugOf(3)],
      variations: { picked: 3, picking: null },
    });
  });

  it('does not ask to pick one not painted yet, nor the one on show', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchVariations).mockResolvedValue(paintedSoFar(2));
    const store = await finishedStore(deps);
    await store.getState().pickVariation(3);
    await store.getState().pickVariation(0);
    expect(deps.requestVariationPick).not.toHaveBeenCalled();
  });

  it('keeps the pick and its products across a reload, without asking again', async () => {
    const deps = fakeDeps();
    const store = await finishedStore(deps);
    await store.getState().pickVariation(2);
    vi.clearAllTimers(); // the page goes away

    const after = fakeDeps();
    const reloaded = createGenerationStore(after);
    expect(reloaded.getState()).toMatchObject({
      jobStatus: 'completed',
      products: [mugOf(2)],
      artworkUrl: variationArt(2),
      variations: { jobId: JOB_ID, picked: 2, picking: null, painting: false },
    });
    expect(variationSlots(reloaded.getState().variations)).toHaveLength(4);
    expect(after.fetchVariations).not.toHaveBeenCalled();
  });

  it('asks again after a reload for the ones still being painted', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchVariations).mockResolvedValue(paintedSoFar(1));
    await finishedStore(deps);
    vi.clearAllTimers();

    const after = fakeDeps();
    const reloaded = createGenerationStore(after);
    await vi.advanceTimersByTimeAsync(0);
    expect(after.fetchVariations).toHaveBeenCalledWith(JOB_ID);
    expect(variationSlots(reloaded.getState().variations)).toHaveLength(4);
  });
});
