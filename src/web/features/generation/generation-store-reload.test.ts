import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import {
  fakeDeps,
  JOB_ID,
  job,
  MUG,
  photoFile,
  pollingStore,
  readyToSubmit,
  SNAPSHOT,
} from '../../testing/fake-generation-deps';
import { createGenerationStore } from './create-generation-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('generation store: reloads and starting over', () => {
  it('survives a reload mid-poll: same job, photo from storage, polling resumes', async () => {
    const before = fakeDeps();
    const first = await pollingStore(before);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.getState().pollChecks).toBe(2);
    vi.clearAllTimers(); // the page goes away

    const after = fakeDeps();
    vi.mocked(after.fetchJob).mockResolvedValueOnce(job('completed'));
    const reloaded = createGenerationStore(after);
    const state = reloaded.getState();
    expect(state).toMatchObject({
      jobStatus: 'polling',
      jobId: JOB_ID,
      styleId: 'royal_oil_paint',
      styleName: 'Royal Portrait',
      gender: 'female',
      pollChecks: 2,
    });
    expect(state.userPhoto?.previewUrl).toBe(SNAPSHOT.dataUrl);
    expect(state.userPhoto?.file.name).toBe('me.jpg');
    expect(state.userPhoto?.file.size).toBeGreaterThan(0);

    await vi.advanceTimersByTimeAsync(0);
    expect(after.fetchJob).toHaveBeenCalledWith(JOB_ID, 10_000);
    expect(reloaded.getState().jobStatus).toBe('completed');
    expect(reloaded.getState().products).toEqual([MUG]);
  });

  it('still says what a finished custom job was painted by after a reload', async () => {
    const before = fakeDeps();
    const words = ['charcoal', 'night'];
    vi.mocked(before.fetchJob).mockResolvedValueOnce(
      job('completed', { result: { products: [MUG], painted_as: words } }),
    );
    const first = await pollingStore(before);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.getState().paintedAs).toEqual(words);
    vi.clearAllTimers();

    expect(createGenerationStore(fakeDeps()).getState().paintedAs).toEqual(words);
  });

  it('keeps counting checks across a reload towards the limit', async () => {
    const config = {
      jobPollIntervalMs: 1000,
      jobPollMaxChecks: 3,
      payment: { provider: 'local' as const },
    };
    await pollingStore(fakeDeps(config));
    await vi.advanceTimersByTimeAsync(1000);
    vi.clearAllTimers();
    const after = fakeDeps(config);
    const reloaded = createGenerationStore(after);
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.getState().jobStatus).toBe('timeout');
    expect(after.fetchJob).toHaveBeenCalledTimes(1);
  });

  it('keeps the photo and the choices through a reload before Create, ready to create', async () => {
    await readyToSubmit(fakeDeps());
    await vi.advanceTimersByTimeAsync(0);
    const reloaded = createGenerationStore(fakeDeps());
    expect(reloaded.getState()).toMatchObject({ jobStatus: 'idle', gender: 'female' });
    expect(reloaded.getState().userPhoto?.file.name).toBe('me.jpg');
    expect(reloaded.getState().userPhoto?.previewUrl).toBe(SNAPSHOT.dataUrl);
    // Removed, it stays removed.
    reloaded.getState().removePhoto();
    expect(createGenerationStore(fakeDeps()).getState().userPhoto).toBeNull();
  });

  it('sends an upload cut short by a reload again under the same key, and shows its job', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    void store.getState().submit();
    const firstKey = deps.uploads[0]?.request.uploadKey;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    vi.clearAllTimers(); // the page goes away before the answer

    const after = fakeDeps();
    const reloaded = createGenerationStore(after);
    expect(reloaded.getState()).toMatchObject({ jobStatus: 'uploading', gender: 'female' });
    expect(reloaded.getState().userPhoto?.file.name).toBe('me.jpg');
    expect(after.uploads).toHaveLength(1);
    expect(after.uploads[0]?.request).toMatchObject({
      uploadKey: firstKey,
      styleId: 'royal_oil_paint',
    });

    await after.answerUpload({ ok: true, response: { status: 'queued', job_id: JOB_ID } });
    expect(reloaded.getState()).toMatchObject({ jobStatus: 'polling', jobId: JOB_ID });
    // Answered, the send is over: another reload polls the job and sends nothing.
    vi.clearAllTimers();
    const again = fakeDeps();
    createGenerationStore(again);
    expect(again.uploads).toHaveLength(0);
  });

  it('gives each Create its own key, and a failed send leaves the photo ready, unsent', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    void store.getState().submit();
    await deps.answerUpload({ ok: false, message: 'Network error' });
    void store.getState().submit();
    const [first, second] = deps.uploads.map((sent) => sent.request.uploadKey);
    expect(second).not.toBe(first);
    await deps.answerUpload({ ok: false, message: 'Network error' });

    const after = fakeDeps();
    const reloaded = createGenerationStore(after);
    expect(reloaded.getState()).toMatchObject({ jobStatus: 'idle' });
    expect(reloaded.getState().userPhoto?.file.name).toBe('me.jpg');
    expect(after.uploads).toHaveLength(0);
  });

  it('reset stops polling and clears the state and the storage', async () => {
    const deps = fakeDeps();
    const store = await pollingStore(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.fetchJob).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.upload)).not.toBeNull();
    store.getState().reset();
    expect(localStorage.getItem(STORAGE_KEYS.upload)).toBeNull();
    expect(store.getState()).toMatchObject({
      jobStatus: 'idle',
      userPhoto: null,
      styleId: null,
      gender: null,
      jobId: null,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchJob).toHaveBeenCalledOnce();
    expect(deps.releasePreview).toHaveBeenCalledWith('blob:test/me.jpg');
  });

  it('alerts the SPEC message for a refused photo and keeps none', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.preparePhoto).mockResolvedValueOnce({
      ok: false,
      message: 'Image must be at least 100x100 pixels',
    });
    const store = createGenerationStore(deps);
    await store.getState().choosePhoto(photoFile());
    expect(deps.alert).toHaveBeenCalledWith('Image must be at least 100x100 pixels');
    expect(store.getState()).toMatchObject({ userPhoto: null, isLoading: false });
  });
});
