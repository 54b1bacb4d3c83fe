import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { proveGuestSession, provenShopperIdentity } from './guest-proof';
import { readOwned, writeOwned } from './owned-storage';
import { beginAccountSession, ensureGuestSession } from './shopper-session';

const SERVER_ID = '5b0c9a52-2f0e-4b6a-9d1e-3c8f7a6b5d4e';
const EXPIRES = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetch = vi.fn(async () => Response.json({ guest_session_id: SERVER_ID, expires_at: EXPIRES }));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the guest the server vouches for', () => {
  it('replaces the id the browser made, taking its saved details along', async () => {
    const own = ensureGuestSession().guestSessionId;
    writeOwned(STORAGE_KEYS.shippingAddress, own, { city: 'New York' }, [own]);

    expect(await provenShopperIdentity()).toEqual({ guest_session_id: SERVER_ID });
    expect(fetch).toHaveBeenCalledWith(
      '/api/guest-session',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toBe(SERVER_ID);
    const metadata = JSON.parse(localStorage.getItem(STORAGE_KEYS.sessionMetadata) ?? '{}');
    expect(metadata).toMatchObject({ userId: SERVER_ID, sessionType: 'guest', expiresAt: EXPIRES });
    expect(readOwned(STORAGE_KEYS.shippingAddress, SERVER_ID)).toEqual({ city: 'New York' });
    expect(readOwned(STORAGE_KEYS.shippingAddress, own)).toBeNull();
  });

  it('asks once for calls made together', async () => {
    await Promise.all([proveGuestSession(), proveGuestSession(), provenShopperIdentity()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a signed-in shopper', async () => {
    ensureGuestSession();
    beginAccountSession('user-1', null);
    expect(await provenShopperIdentity()).toEqual({ user_id: 'user-1' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the id it holds when the server cannot be reached', async () => {
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    const own = ensureGuestSession().guestSessionId;
    expect(await provenShopperIdentity()).toEqual({ guest_session_id: own });
  });
});
