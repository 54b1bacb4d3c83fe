import { describe, expect, it } from 'vitest';
import type { UploadStatus } from './generation-contract';
import { nextUploadStatus, type UploadEvent } from './upload-machine';

const STATUSES: UploadStatus[] = ['idle', 'uploading', 'completed', 'polling', 'failed'];
const EVENTS: UploadEvent[] = [
  'start',
  'answered-completed',
  'answered-queued',
  'upload-failed',
  'job-completed',
  'job-failed',
  'reset',
];

// SPEC §4 "Upload status"; every pair not listed leaves the status unchanged.
const MOVES: Record<string, UploadStatus> = {
  'idle start': 'uploading',
  'uploading answered-completed': 'completed',
  'uploading answered-queued': 'polling',
  'uploading upload-failed': 'failed',
  'polling job-completed': 'completed',
  'polling job-failed': 'failed',
};

describe('upload status machine', () => {
  const cases = STATUSES.flatMap((status) => EVENTS.map((event) => [status, event] as const));

  it.each(cases)('from %s on %s', (status, event) => {
    const expected = event === 'reset' ? 'idle' : (MOVES[`${status} ${event}`] ?? status);
    expect(nextUploadStatus(status, event)).toBe(expected);
  });

  it('walks the queued journey and the direct one', () => {
    const queued = (['start', 'answered-queued', 'job-completed'] as const).reduce(
      nextUploadStatus,
      'idle' as UploadStatus,
    );
    expect(queued).toBe('completed');
    const direct = nextUploadStatus(nextUploadStatus('idle', 'start'), 'answered-completed');
    expect(direct).toBe('completed');
  });
});
