import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoCheckOutcome } from '../../api/photo-check';
import { fakeDeps, job, photoFile, readyToSubmit } from '../../testing/fake-generation-deps';
import { createGenerationStore } from './create-generation-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

const NO_FACE =
  "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.";

/** A check that answers only when the test says. */
function heldCheck(deps: ReturnType<typeof fakeDeps>) {
  const answers: ((outcome: PhotoCheckOutcome) => void)[] = [];
  vi.mocked(deps.checkPhoto).mockImplementation(
    () => new Promise((resolve) => answers.push(resolve)),
  );
  return async (index: number, outcome: PhotoCheckOutcome) => {
    answers[index]?.(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
}

describe('generation store: the photo is checked when it is chosen', () => {
  it('drops a refused photo with the server’s reason, and keeps the style and gender', async () => {
    const deps = fakeDeps();
    const answer = heldCheck(deps);
    const store = createGenerationStore(deps);
    store.getState().selectStyle('royal_oil_paint', 'Royal Portrait');
    store.getState().setGender('female');
    await store.getState().choosePhoto(photoFile());
    expect(store.getState().photoCheck).toBe('checking');
    expect(deps.checkPhoto).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.jpg' }));

    await answer(0, { kind: 'refused', message: NO_FACE });
    expect(store.getState()).toMatchObject({
      userPhoto: null,
      photoRefusal: NO_FACE,
      photoCheck: 'unchecked',
      styleId: 'royal_oil_paint',
      gender: 'female',
    });
    expect(deps.releasePreview).toHaveBeenCalledWith('blob:test/me.jpg');
    // Gone for a reload too, and the next photo clears the reason.
    expect(createGenerationStore(fakeDeps()).getState().userPhoto).toBeNull();
    await store.getState().choosePhoto(photoFile());
    expect(store.getState().photoRefusal).toBeNull();
  });

  it('says whether the face looks at the camera', async () => {
    const deps = fakeDeps();
    const answer = heldCheck(deps);
    const store = createGenerationStore(deps);
    await store.getState().choosePhoto(photoFile());
    await answer(0, { kind: 'passed', facesCamera: false });
    expect(store.getState().photoCheck).toBe('turned');
    await store.getState().choosePhoto(photoFile());
    await answer(1, { kind: 'passed', facesCamera: true });
    expect(store.getState().photoCheck).toBe('facing');
  });

  it('lets a late answer about an earlier photo change nothing', async () => {
    const deps = fakeDeps();
    const answer = heldCheck(deps);
    const store = await readyToSubmit(deps);
    await store.getState().choosePhoto(photoFile());
    await answer(0, { kind: 'refused', message: NO_FACE });
    expect(store.getState()).toMatchObject({ photoCheck: 'checking', photoRefusal: null });
    expect(store.getState().userPhoto).not.toBeNull();
  });

  it('sends nothing while the photo is checked, and sends it once it passes', async () => {
    const deps = fakeDeps();
    const answer = heldCheck(deps);
    const store = await readyToSubmit(deps);
    await store.getState().submit();
    expect(deps.sendUpload).not.toHaveBeenCalled();
    await answer(0, { kind: 'passed', facesCamera: true });
    void store.getState().submit();
    expect(deps.sendUpload).toHaveBeenCalledOnce();
  });

  it('leaves the photo to the upload’s own check when no answer came', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.checkPhoto).mockResolvedValue({ kind: 'unchecked' });
    const store = createGenerationStore(deps);
    await store.getState().choosePhoto(photoFile());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ photoCheck: 'unchecked', photoRefusal: null });
    expect(store.getState().userPhoto?.file.name).toBe('me.jpg');
  });
});

describe('generation store: Try Again', () => {
  it('lets the failed job go and keeps the photo and the choices, ready to create', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchJob).mockResolvedValue(job('failed', { error: 'The art engine gave up' }));
    const store = await readyToSubmit(deps);
    void store.getState().submit();
    await deps.answerUpload({ ok: true, response: { status: 'queued', job_id: 'job-1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().jobStatus).toBe('failed');

    store.getState().retry();
    expect(store.getState()).toMatchObject({
      jobStatus: 'idle',
      jobId: null,
      styleId: 'royal_oil_paint',
      gender: 'female',
    });
    expect(store.getState().userPhoto?.file.name).toBe('me.jpg');
    // Through a reload as well.
    const reloaded = createGenerationStore(fakeDeps());
    expect(reloaded.getState()).toMatchObject({ jobStatus: 'idle', gender: 'female' });
    expect(reloaded.getState().userPhoto?.file.name).toBe('me.jpg');
  });
});
