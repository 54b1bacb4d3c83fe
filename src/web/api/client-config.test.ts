import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClientConfig } from './client-config';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client configuration', () => {
  it('takes the polling timings and the card form the server gives', async () => {
    const config = {
      jobPollIntervalMs: 200,
      jobPollMaxChecks: 5,
      payment: { provider: 'stripe', publishableKey: 'pk_test_1' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(config)),
    );
    await expect(fetchClientConfig()).resolves.toEqual(config);
  });

  it("falls back to the SPEC's 10 s, 60 checks and the local card form when the server does not answer", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchClientConfig()).resolves.toEqual({
      jobPollIntervalMs: 10_000,
      jobPollMaxChecks: 60,
      payment: { provider: 'local' },
    });
  });
});
