import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../shared/api/auth-user';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { claimGuestSession, fetchAuthSession, fetchAuthUser } from '../../api/account';
import { cartItem } from '../../testing/cart-items';
import { useCartStore } from '../cart/cart-store';
import { NEW_YORK_ADDRESS } from '../checkout/address/sample-address';
import { loadStoredAddress, saveAddress } from '../checkout/address/stored-address';
import { useGenerationStore } from '../generation/generation-store';
import { beginAccountSession, ensureGuestSession } from '../session/shopper-session';
import { authClient } from './auth-client';
import { restoreAuth, signIn, signOut, signUp, useAuthStore } from './auth-store';

vi.mock('./auth-client', () => ({
  authClient: {
    signIn: { email: vi.fn(), magicLink: vi.fn() },
    signUp: { email: vi.fn() },
    signOut: vi.fn(),
    updateUser: vi.fn(),
  },
}));
vi.mock('../../api/account', () => ({
  fetchAuthSession: vi.fn(),
  fetchAuthUser: vi.fn(),
  claimGuestSession: vi.fn(),
}));

const user: AuthUser = {
  uid: 'user-1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  emailVerified: false,
  phoneNumber: null,
  providerData: [],
  metadata: {
    creationTime: '2026-03-01T10:00:00.000Z',
    lastSignInTime: '2026-03-01T10:00:00.000Z',
  },
};
const client = vi.mocked(authClient, true);
const signedIn = () => {
  vi.mocked(fetchAuthUser).mockResolvedValue({ ok: true, data: user });
  vi.mocked(fetchAuthSession).mockResolvedValue({ ok: true, data: { session: { token: 'tok' } } });
};

beforeEach(() => {
  vi.mocked(claimGuestSession).mockResolvedValue({ ok: true, data: { jobs: 1, orders: 1 } });
  useAuthStore.setState({ status: 'loading', user: null });
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('the auth store', () => {
  it('signs in, takes over the guest session and hands it to the server', async () => {
    const guest = ensureGuestSession().guestSessionId;
    client.signIn.email.mockResolvedValue({ data: {}, error: null } as never);
    signedIn();
    expect(await signIn({ email: 'ada@example.com', password: 'secret-6' })).toEqual({ ok: true });
    expect(useAuthStore.getState()).toEqual({ status: 'signed-in', user });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('user-1');
    expect(claimGuestSession).toHaveBeenCalledWith(guest);
  });

  it('shows a customer who signs in their account’s e-mail, not the guest’s details', async () => {
    ensureGuestSession();
    saveAddress(NEW_YORK_ADDRESS, new Date());
    client.signIn.email.mockResolvedValue({ data: {}, error: null } as never);
    signedIn();
    await signIn({ email: 'ada@example.com', password: 'secret-6' });
    expect(loadStoredAddress()).toMatchObject({
      firstName: '',
      lastName: '',
      address1: '',
      email: 'ada@example.com',
    });
  });

  it('lets a guest who signs up keep the details they typed', async () => {
    ensureGuestSession();
    saveAddress(NEW_YORK_ADDRESS, new Date());
    client.signUp.email.mockResolvedValue({ data: {}, error: null } as never);
    signedIn();
    await signUp({ email: 'ada@example.com', password: 'secret-6', displayName: 'Ada' });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('user-1');
    expect(loadStoredAddress()).toEqual(NEW_YORK_ADDRESS);
  });

  it('says the SPEC words for a wrong password and stays a guest', async () => {
    ensureGuestSession();
    client.signIn.email.mockResolvedValue({
      data: null,
      error: {
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      },
    } as never);
    expect(await signIn({ email: 'ada@example.com', password: 'nope' })).toEqual({
      ok: false,
      message: 'Incorrect email or password',
    });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(claimGuestSession).not.toHaveBeenCalled();
  });

  it('says a taken e-mail and a lost connection in the SPEC words', async () => {
    client.signUp.email.mockResolvedValue({
      data: null,
      error: { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
    } as never);
    const input = { email: 'ada@example.com', password: 'secret-6', displayName: 'Ada' };
    expect(await signUp(input)).toEqual({
      ok: false,
      message: 'An account with this email already exists',
    });
    client.signUp.email.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await signUp(input)).toEqual({
      ok: false,
      message: 'Network error. Please check your connection',
    });
  });

  it('signs out to a new guest with an empty cart and none of the account’s photo or art', async () => {
    const guest = ensureGuestSession().guestSessionId;
    beginAccountSession('user-1', 'tok');
    useCartStore.setState({ items: [cartItem({ quantity: 2 })] });
    useGenerationStore.setState({ jobId: 'job-1', artworkUrl: '/media/artworks/job-1.jpg' });
    client.signOut.mockResolvedValue({ data: { success: true }, error: null } as never);
    expect(await signOut()).toEqual({ ok: true });
    expect(useAuthStore.getState()).toEqual({ status: 'guest', user: null });
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toEqual(expect.any(String));
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).not.toBe(guest);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(useCartStore.getState().items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '{}').items).toEqual([]);
    expect(useGenerationStore.getState()).toMatchObject({ jobId: null, artworkUrl: null });
    expect(localStorage.getItem(STORAGE_KEYS.upload)).toBeNull();
  });

  it('lets the account’s art go before the session ends, so nothing of it is asked after', async () => {
    beginAccountSession('user-1', 'tok');
    useGenerationStore.setState({ jobId: 'job-1', artworkUrl: '/media/artworks/job-1.jpg' });
    let jobWhenAsked: string | null = 'not asked';
    client.signOut.mockImplementation((async () => {
      jobWhenAsked = useGenerationStore.getState().jobId;
      return { data: { success: true }, error: null };
    }) as never);
    await signOut();
    expect(jobWhenAsked).toBeNull();
  });

  describe('on page load', () => {
    it('restores the account the server still knows, moving nothing again', async () => {
      ensureGuestSession();
      beginAccountSession('user-1', null);
      signedIn();
      await restoreAuth();
      expect(useAuthStore.getState().status).toBe('signed-in');
      expect(claimGuestSession).not.toHaveBeenCalled();
    });

    it('adopts a session an e-mail link began, with the guest’s work', async () => {
      const guest = ensureGuestSession().guestSessionId;
      signedIn();
      await restoreAuth();
      expect(useAuthStore.getState().user?.uid).toBe('user-1');
      expect(claimGuestSession).toHaveBeenCalledWith(guest);
    });

    it('becomes a new guest when the server has ended the session, trading the guest cookie', async () => {
      const guest = ensureGuestSession().guestSessionId;
      beginAccountSession('user-1', null);
      vi.mocked(fetchAuthSession).mockResolvedValue({ ok: true, data: null });
      client.signOut.mockResolvedValue({ data: { success: true }, error: null } as never);
      await restoreAuth();
      expect(fetchAuthUser).not.toHaveBeenCalled();
      expect(client.signOut).toHaveBeenCalled();
      expect(useAuthStore.getState().status).toBe('guest');
      expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).not.toBe(guest);
    });

    it('keeps the stored account when the server cannot be asked', async () => {
      ensureGuestSession();
      beginAccountSession('user-1', null);
      vi.mocked(fetchAuthSession).mockResolvedValue({ ok: false });
      await restoreAuth();
      expect(fetchAuthUser).not.toHaveBeenCalled();
      expect(client.signOut).not.toHaveBeenCalled();
      expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('user-1');
    });

    it('signs out a session older than 30 days', async () => {
      ensureGuestSession();
      beginAccountSession('user-1', null, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
      client.signOut.mockResolvedValue({ data: { success: true }, error: null } as never);
      signedIn();
      await restoreAuth();
      expect(client.signOut).toHaveBeenCalled();
      expect(useAuthStore.getState().status).toBe('guest');
      expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    });
  });
});
