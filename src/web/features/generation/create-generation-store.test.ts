import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completedAtOnce,
  fakeDeps,
  JOB_ID,
  job,
  MUG,
  photoFile,
  pollingStore,
  readyToSubmit,
} from '../../testing/fake-generation-deps';
import { createGenerationStore } from './create-generation-store';
import { UPLOAD_SUCCESS_TOASTS } from './send-photo';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('generation store: submitting', () => {
  it('refuses a custom style without a description, with the SPEC toast', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    store.getState().selectStyle('custom', 'Make My Own');
    store.getState().setCustomPrompt('   ');
    await store.getState().submit();
    expect(deps.toastProblem).toHaveBeenCalledWith(
      'Missing Custom Prompt',
      'Please describe your custom art style or select a predefined style.',
    );
    expect(deps.sendUpload).not.toHaveBeenCalled();
    expect(store.getState().jobStatus).toBe('idle');
  });

  it('refuses to start without a gender, with the SPEC toast', async () => {
    const deps = fakeDeps();
    const store = createGenerationStore(deps);
    await store.getState().choosePhoto(photoFile());
    await store.getState().submit();
    expect(deps.toastProblem).toHaveBeenCalledWith(
      'Missing Information',
      'Please select a gender option.',
    );
    expect(deps.sendUpload).not.toHaveBeenCalled();
  });

  it('uploads the photo with the choices and the shopper, simulating progress meanwhile', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    void store.getState().submit();
    expect(store.getState()).toMatchObject({ jobStatus: 'uploading', isLoading: true });
    expect(deps.uploads[0]?.request).toMatchObject({
      styleId: 'royal_oil_paint',
      gender: 'female',
      identity: { guest_session_id: 'guest-1' },
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(store.getState().uploadProgress).toBe(30);
    deps.uploads[0]?.options.onProgress?.(0.8);
    expect(store.getState().uploadProgress).toBe(72);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().uploadProgress).toBe(72);
  });

  it('asks the server to make the art before answering, and tells when the photo is up', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    void store.getState().submit();
    expect(deps.uploads[0]?.request.processDirectly).toBe(true);
    expect(store.getState().photoSent).toBe(false);
    deps.uploads[0]?.options.onSent?.();
    expect(store.getState()).toMatchObject({ jobStatus: 'uploading', photoSent: true });
  });

  it('creates again after a refused upload, and after finished art', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    const refused = store.getState().submit();
    await deps.answerUpload({ ok: false, message: 'This photo has 3 people in it.' });
    await refused;
    expect(store.getState().jobStatus).toBe('failed');

    const retried = store.getState().submit();
    expect(store.getState()).toMatchObject({ jobStatus: 'uploading', jobError: null });
    await deps.answerUpload({ ok: true, response: completedAtOnce });
    await retried;
    expect(store.getState()).toMatchObject({ jobStatus: 'completed', products: [MUG] });

    const another = store.getState().submit();
    expect(store.getState()).toMatchObject({ jobStatus: 'uploading', products: [] });
    await deps.answerUpload({ ok: true, response: completedAtOnce });
    await another;
    expect(deps.sendUpload).toHaveBeenCalledTimes(3);
  });

  it('shows the upload error as a failed job', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    const submitted = store.getState().submit();
    await deps.answerUpload({ ok: false, message: 'File too large - please use a smaller image' });
    await submitted;
    expect(store.getState()).toMatchObject({
      jobStatus: 'failed',
      jobError: 'File too large - please use a smaller image',
      isLoading: false,
    });
  });

  it('goes straight to completed when the upload answers with products', async () => {
    const deps = fakeDeps();
    const store = await readyToSubmit(deps);
    const submitted = store.getState().submit();
    await deps.answerUpload({ ok: true, response: completedAtOnce });
    await submitted;
    expect(store.getState()).toMatchObject({ jobStatus: 'completed', uploadProgress: 100 });
    expect(store.getState().products).toEqual([MUG]);
    expect(deps.toastSuccess).toHaveBeenCalledWith(UPLOAD_SUCCESS_TOASTS.completed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchJob).not.toHaveBeenCalled();
  });
});

describe('generation store: following the job', () => {
  it('checks at once, asking the server to hold the check for the 10 s until the job is done', async () => {
    const deps = fakeDeps();
    const store = await pollingStore(deps);
    expect(deps.toastSuccess).toHaveBeenCalledWith(UPLOAD_SUCCESS_TOASTS.queued);
    expect(store.getState().jobStatus).toBe('polling');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.fetchJob).toHaveBeenCalledWith(JOB_ID, 10_000);
  });

  it('shows the art the moment a held check answers, not at the next check', async () => {
    const deps = fakeDeps();
    // The server holds the check; the job finishes 2.5 s into it.
    vi.mocked(deps.fetchJob).mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve(job('completed')), 2_500)),
    );
    const store = await pollingStore(deps);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(store.getState().jobStatus).toBe('polling');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({ jobStatus: 'completed', isLoading: false });
    expect(store.getState().products).toEqual([MUG]);
    expect(deps.fetchJob).toHaveBeenCalledOnce();
  });

  it('asks again at once after a check held its whole 10 s, and waits out one answered early', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchJob).mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve(job('processing')), 10_000)),
    );
    await pollingStore(deps);
    // A timer set while the clock ticks is due a millisecond on.
    await vi.advanceTimersByTimeAsync(10_001);
    expect(deps.fetchJob).toHaveBeenCalledTimes(2);
    // The second is answered at once (a server that does not hold): the third waits 10 s.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(deps.fetchJob).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchJob).toHaveBeenCalledTimes(3);
  });

  it('times out after 60 checks, ten minutes, and checks no more', async () => {
    const deps = fakeDeps();
    const store = await pollingStore(deps);
    await vi.advanceTimersByTimeAsync(58 * 10_000);
    expect(store.getState().jobStatus).toBe('polling');
    expect(deps.fetchJob).toHaveBeenCalledTimes(59);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.getState()).toMatchObject({
      jobStatus: 'timeout',
      jobError: 'Job polling timed out after 10 minutes',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchJob).toHaveBeenCalledTimes(60);
  });

  it('uses the timings the server configures', async () => {
    const deps = fakeDeps({
      jobPollIntervalMs: 100,
      jobPollMaxChecks: 3,
      payment: { provider: 'local' },
    });
    const store = await pollingStore(deps);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().jobStatus).toBe('timeout');
    expect(deps.fetchJob).toHaveBeenCalledTimes(3);
    expect(deps.fetchJob).toHaveBeenCalledWith(JOB_ID, 100);
  });

  it('fails with the job error, and with the check error when a check fails', async () => {
    const deps = fakeDeps();
    vi.mocked(deps.fetchJob).mockResolvedValueOnce(job('failed', { error: 'No face found' }));
    const store = await pollingStore(deps);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.getState()).toMatchObject({ jobStatus: 'failed', jobError: 'No face found' });

    const other = fakeDeps();
    vi.mocked(other.fetchJob).mockResolvedValueOnce({ ok: false, message: 'Server hiccup' });
    const second = await pollingStore(other);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.getState()).toMatchObject({ jobStatus: 'failed', jobError: 'Server hiccup' });
  });
});
