import { describe, expect, it } from 'vitest';
import { JOB_ERROR_MESSAGES } from '../../../shared/upload-errors';
import { completedAtOnce, JOB_ID, job, MUG, queued } from '../../testing/fake-generation-deps';
import { isJobRunning, overallJobStatus } from './job-status';
import { IDLE_JOB, type JobEvent, type JobTrack, trackJob } from './job-track';

const run = (...events: JobEvent[]) => events.reduce(trackJob, IDLE_JOB);
const shown = (track: JobTrack) => overallJobStatus(track.uploadStatus, track.pollingStatus);
const check = (c: ReturnType<typeof job> | { ok: false; message: string }, maxChecks = 60) =>
  ({ type: 'job-checked', check: c, maxChecks }) as const;

const polling = run({ type: 'upload-started' }, { type: 'upload-answered', response: queued });

describe('tracking an upload and its job', () => {
  it('shows uploading from the start, with progress never going back and never past 90', () => {
    const started = run({ type: 'upload-started' });
    expect(shown(started)).toBe('uploading');
    expect(isJobRunning(started.uploadStatus, started.pollingStatus)).toBe(true);
    const moved = [40, 20, 95].reduce(
      (track, percent) => trackJob(track, { type: 'upload-progressed', percent }),
      started,
    );
    expect(moved.uploadProgress).toBe(90);
  });

  it('goes straight to completed with the products when the upload answers completed', () => {
    const done = run(
      { type: 'upload-started' },
      { type: 'upload-answered', response: completedAtOnce },
    );
    expect(done).toMatchObject({ uploadStatus: 'completed', uploadProgress: 100, jobId: JOB_ID });
    expect(done.products).toEqual([MUG]);
    expect(shown(done)).toBe('completed');
    expect(isJobRunning(done.uploadStatus, done.pollingStatus)).toBe(false);
  });

  it('knows when the photo is up, and only while it is uploading', () => {
    const sent = run({ type: 'upload-started' }, { type: 'upload-sent' });
    expect(sent).toMatchObject({ uploadStatus: 'uploading', photoSent: true });
    expect(run({ type: 'upload-sent' }).photoSent).toBe(false);
  });

  it('starts afresh on a new upload once the last job has finished, whatever its end', () => {
    const ends = [
      run({ type: 'upload-started' }, { type: 'upload-failed', message: 'Nope' }),
      run({ type: 'upload-started' }, { type: 'upload-answered', response: completedAtOnce }),
      trackJob(polling, check(job('failed', { error: 'No face' }))),
      trackJob(polling, check(job('queued'), 1)),
    ];
    for (const end of ends) {
      expect(isJobRunning(end.uploadStatus, end.pollingStatus)).toBe(false);
      const again = trackJob(end, { type: 'upload-started' });
      expect(again).toEqual({ ...IDLE_JOB, uploadStatus: 'uploading' });
    }
  });

  it('does not abandon a job still under way for a new upload', () => {
    expect(trackJob(polling, { type: 'upload-started' })).toBe(polling);
    const uploading = run({ type: 'upload-started' }, { type: 'upload-progressed', percent: 40 });
    expect(trackJob(uploading, { type: 'upload-started' })).toBe(uploading);
  });

  it('starts polling the job when the upload answers queued', () => {
    expect(polling).toMatchObject({
      uploadStatus: 'polling',
      pollingStatus: 'polling',
      pollChecks: 0,
      jobId: JOB_ID,
      uploadProgress: 100,
    });
    expect(shown(polling)).toBe('polling');
  });

  it('fails with the upload error message', () => {
    const failed = run({ type: 'upload-started' }, { type: 'upload-failed', message: 'Nope' });
    expect(failed).toMatchObject({ uploadStatus: 'failed', jobError: 'Nope' });
    expect(shown(failed)).toBe('failed');
  });

  it('completes with the products the job reports', () => {
    const done = [job('queued'), job('processing'), job('completed')].reduce(
      (track, c) => trackJob(track, check(c)),
      polling,
    );
    expect(done).toMatchObject({
      uploadStatus: 'completed',
      pollingStatus: 'completed',
      pollChecks: 3,
    });
    expect(done.products).toEqual([MUG]);
    expect(shown(done)).toBe('completed');
  });

  it('keeps the words a custom description was painted by, from the upload or the job', () => {
    const words = ['watercolour', 'spring colours'];
    const atOnce = run(
      { type: 'upload-started' },
      {
        type: 'upload-answered',
        response: { status: 'completed', job_id: JOB_ID, products: [MUG], painted_as: words },
      },
    );
    expect(atOnce.paintedAs).toEqual(words);
    const result = { products: [MUG], painted_as: words };
    expect(trackJob(polling, check(job('completed', { result }))).paintedAs).toEqual(words);
    expect(trackJob(polling, check(job('completed'))).paintedAs).toEqual([]);
  });

  it('completes with no products when the job reports none', () => {
    const done = trackJob(polling, check(job('completed', { result: null })));
    expect(done.products).toEqual([]);
    expect(shown(done)).toBe('completed');
  });

  it("fails with the job's own error, or 'Job failed'", () => {
    const withReason = trackJob(polling, check(job('failed', { error: 'No face found' })));
    expect(withReason).toMatchObject({ pollingStatus: 'failed', jobError: 'No face found' });
    expect(shown(withReason)).toBe('failed');
    expect(trackJob(polling, check(job('failed'))).jobError).toBe(JOB_ERROR_MESSAGES.failed);
  });

  it('fails with the status check error when a check goes wrong', () => {
    const gone = trackJob(polling, check({ ok: false, message: JOB_ERROR_MESSAGES.notFound }));
    expect(gone).toMatchObject({ uploadStatus: 'failed', pollingStatus: 'failed' });
    expect(gone.jobError).toBe('Job no longer exists - it may have been removed');
    expect(shown(gone)).toBe('failed');
  });

  it('times out after the last allowed check with the polling timeout error', () => {
    const limit = 3;
    const timedOut = [1, 2, 3].reduce(
      (track) => trackJob(track, check(job('processing'), limit)),
      polling,
    );
    expect(timedOut).toMatchObject({
      pollingStatus: 'timeout',
      pollChecks: 3,
      uploadStatus: 'failed',
    });
    expect(timedOut.jobError).toBe('Job polling timed out after 10 minutes');
    expect(shown(timedOut)).toBe('timeout');
  });

  it('ignores job answers when not polling and progress after the answer', () => {
    const done = run(
      { type: 'upload-started' },
      { type: 'upload-answered', response: completedAtOnce },
    );
    expect(trackJob(done, check(job('failed')))).toBe(done);
    expect(trackJob(done, { type: 'upload-progressed', percent: 50 })).toBe(done);
    expect(trackJob(IDLE_JOB, { type: 'upload-answered', response: queued })).toBe(IDLE_JOB);
  });

  it('reset returns to idle from anywhere', () => {
    expect(trackJob(polling, { type: 'reset' })).toEqual(IDLE_JOB);
    expect(shown(IDLE_JOB)).toBe('idle');
  });
});
