import { describe, expect, it } from 'vitest';
import { MediaStoreUnavailableError } from '../ports/media-store';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { patientMediaStore } from './patient-media-store';

const patience = { budgetMs: 300, firstDelayMs: 10, maxDelayMs: 40 };

/** A store whose backend refuses the next `refusals` calls, as S3 does during an outage. */
function flakyStore(refusals: number) {
  const store = createMemoryMediaStore();
  let left = refusals;
  let calls = 0;
  const refuseOr = <T>(call: () => Promise<T>) => {
    calls += 1;
    if (left-- > 0) return Promise.reject(new MediaStoreUnavailableError('S3 refused'));
    return call();
  };
  return {
    store,
    calls: () => calls,
    flaky: {
      ...store,
      put: (key: string, body: Buffer, type: string) => refuseOr(() => store.put(key, body, type)),
      get: (key: string) => refuseOr(() => store.get(key)),
    },
  };
}

describe('the media store for background work', () => {
  it('waits out a short outage: the write lands once the backend answers', async () => {
    const { store, flaky, calls } = flakyStore(3);
    const retries: number[] = [];
    const patient = patientMediaStore(flaky, {
      ...patience,
      onRetry: (_error, delayMs) => retries.push(delayMs),
    });
    await patient.put('artworks/a.png', Buffer.from('art'), 'image/png');
    expect(store.objects.has('artworks/a.png')).toBe(true);
    expect(calls()).toBe(4);
    expect(retries).toEqual([10, 20, 40]);
  });

  it('gives up with the outage once its patience is spent', async () => {
    const { flaky } = flakyStore(1_000);
    const patient = patientMediaStore(flaky, patience);
    const started = Date.now();
    await expect(patient.get('artworks/a.png')).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(patience.budgetMs + 200);
  });

  it('does not repeat a call that failed for another reason', async () => {
    const { flaky } = flakyStore(0);
    let calls = 0;
    const patient = patientMediaStore(
      {
        ...flaky,
        put: async () => {
          calls += 1;
          throw new Error('bad key');
        },
      },
      patience,
    );
    await expect(patient.put('x', Buffer.from(''), 'image/png')).rejects.toThrow('bad key');
    expect(calls).toBe(1);
  });
});
