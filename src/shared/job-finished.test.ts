import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './api/generation';
import { isJobFinished, UNFINISHED_JOB_STATUSES } from './job-finished';

describe('isJobFinished', () => {
  it('is true once a job has completed or failed', () => {
    expect(isJobFinished('completed')).toBe(true);
    expect(isJobFinished('failed')).toBe(true);
  });

  it('is false while a job waits or is painted', () => {
    expect(isJobFinished('queued')).toBe(false);
    expect(isJobFinished('processing')).toBe(false);
  });

  it('does not take a state it does not know for an ending', () => {
    expect(isJobFinished('cancelled')).toBe(false);
    expect(isJobFinished('')).toBe(false);
  });

  it('leaves every other state unfinished', () => {
    expect(UNFINISHED_JOB_STATUSES).toEqual(['queued', 'processing']);
    expect(JOB_STATUSES.filter(isJobFinished)).toEqual(['completed', 'failed']);
  });
});
