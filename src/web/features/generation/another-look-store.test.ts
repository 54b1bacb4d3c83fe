import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeDeps,
  finishedStore,
  JOB_ID,
  job,
  MUG,
  mugOf,
} from '../../testing/fake-generation-deps';
import { ANOTHER_LOOK_REFUSED, createGenerationStore } from './create-generation-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

const EARLIER = '0b6f4c1a-1111-4c6b-9e2f-1a2b3c4d5e6f';
const opened = { id: EARLIER, products: [MUG], artworkUrl: '/media/artworks/a.jpg', paintedAs: [] };

describe('generation store: art made earlier', () => {
  it('opens an artwork from My artworks with its products, no photo and no polling', async () => {
    const deps = fakeDeps();
    const store = createGenerationStore(deps);
    store.getState().openArtwork(opened);
    expect(store.getState()).toMatchObject({
      jobId: EARLIER,
      jobStatus: 'completed',
      products: [MUG],
      artworkUrl: '/media/artworks/a.jpg',
      userPhoto: null,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchJob).not.toHaveBeenCalled();
  });

  it('tries another look of the same job: the new job is polled until its products come', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchJob).mockResolvedValueOnce(job('completed'));
    const store = createGenerationStore(deps);
    store.getState().openArtwork(opened);
    await store.getState().tryAnotherLook({
      styleId: 'commanding_wizard',
      styleName: 'Commanding Wizard',
      customPrompt: '',
    });
    expect(deps.sendAnotherLook).toHaveBeenCalledWith(EARLIER, {
      styleId: 'commanding_wizard',
      customPrompt: '',
    });
    expect(store.getState()).toMatchObject({
      jobStatus: 'polling',
      products: [],
      styleName: 'Commanding Wizard',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.getState()).toMatchObject({ jobStatus: 'completed', products: [MUG] });
  });

  it('keeps the art on show when another look is refused, and says why', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.sendAnotherLook).mockResolvedValueOnce({
      ok: false,
      message: 'Our art wizards are recharging their magic!',
    });
    const store = createGenerationStore(deps);
    store.getState().openArtwork(opened);
    await store
      .getState()
      .tryAnotherLook({ styleId: 'caravaggio', styleName: null, customPrompt: '' });
    expect(deps.toastProblem).toHaveBeenCalledWith(
      ANOTHER_LOOK_REFUSED,
      'Our art wizards are recharging their magic!',
    );
    expect(store.getState()).toMatchObject({
      jobId: EARLIER,
      jobStatus: 'completed',
      products: [MUG],
    });
  });
});

describe('generation store: four more in the same style', () => {
  const NEXT_JOB = '7d2e4f10-2222-4c6b-9e2f-1a2b3c4d5e6f';

  it("asks for the new job's variations, the pick starting again at its first", async () => {
    const deps = fakeDeps();
    const store = await finishedStore(deps);
    await store.getState().pickVariation(2);
    vi.mocked(deps.sendAnotherLook).mockResolvedValueOnce({
      ok: true,
      response: { status: 'completed', job_id: NEXT_JOB, products: [MUG] },
    });
    await store.getState().tryAnotherLook({
      styleId: 'royal_oil_paint',
      styleName: 'Royal Portrait',
      customPrompt: '',
    });
    expect(deps.sendAnotherLook).toHaveBeenCalledWith(JOB_ID, {
      styleId: 'royal_oil_paint',
      customPrompt: '',
    });
    expect(deps.fetchVariations).toHaveBeenLastCalledWith(NEXT_JOB);
    expect(store.getState()).toMatchObject({
      jobId: NEXT_JOB,
      products: [MUG],
      variations: { jobId: NEXT_JOB, picked: 0 },
    });
  });

  it('keeps the pick when another look is refused', async () => {
    const deps = fakeDeps();
    const store = await finishedStore(deps);
    await store.getState().pickVariation(3);
    vi.mocked(deps.sendAnotherLook).mockResolvedValueOnce({ ok: false, message: 'Busy' });
    await store.getState().tryAnotherLook({
      styleId: 'royal_oil_paint',
      styleName: 'Royal Portrait',
      customPrompt: '',
    });
    expect(store.getState()).toMatchObject({
      jobId: JOB_ID,
      products: [mugOf(3)],
      variations: { jobId: JOB_ID, picked: 3 },
    });
  });

  it('takes up the style of an artwork reopened from My artworks', () => {
    const store = createGenerationStore(fakeDeps());
    store.getState().selectStyle('caravaggio', 'Renaissance Art');
    const opened = { id: NEXT_JOB, products: [MUG], artworkUrl: null, paintedAs: [] };
    store.getState().openArtwork({
      ...opened,
      look: { styleId: 'commanding_wizard', customPrompt: null },
    });
    expect(store.getState()).toMatchObject({
      styleId: 'commanding_wizard',
      styleName: 'Commanding Wizard',
    });
    store.getState().openArtwork({ ...opened, look: { styleId: null, customPrompt: 'a knight' } });
    expect(store.getState()).toMatchObject({ styleId: 'custom', customPrompt: 'a knight' });
  });
});
