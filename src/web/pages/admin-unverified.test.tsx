import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAdminSession } from '../api/admin';
import { sendSignInLink, useAuthStore } from '../features/auth/auth-store';
import { authUser, becomeGuest, signInAs } from '../testing/fake-auth-user';
import { renderApp } from '../testing/render-app';

vi.mock('../api/admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/admin')>()),
  fetchAdminSession: vi.fn(),
}));
vi.mock('../features/auth/auth-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/auth/auth-store')>()),
  sendSignInLink: vi.fn(async () => ({ ok: true as const })),
}));

const refusal = (code: string) => ({
  ok: false as const,
  status: 403,
  body: { code, message: 'refused', detail: 'refused' },
});

describe('the back office for an account that is not an owner yet', () => {
  afterEach(() => {
    becomeGuest();
    vi.clearAllMocks();
  });

  it('tells an owner whose address is unverified to verify it, and sends the link', async () => {
    signInAs(authUser({ email: 'owner@example.com', emailVerified: false }));
    vi.mocked(fetchAdminSession).mockResolvedValue(refusal('owner_unverified'));
    const { user } = await renderApp('/admin');

    expect(
      await screen.findByRole('heading', { name: 'Verify your e-mail address' }),
    ).toBeVisible();
    expect(screen.getByText(/owner@example.com is a shop owner’s address/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Email Me a Sign-In Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email for a sign-in link.',
    );
    expect(sendSignInLink).toHaveBeenCalledWith('owner@example.com');
    expect(useAuthStore.getState().user?.email).toBe('owner@example.com');
  });

  it('tells a shopper only that the back office is for owners', async () => {
    signInAs();
    vi.mocked(fetchAdminSession).mockResolvedValue(refusal('owner_only'));
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Shop owners only' })).toBeVisible();
    expect(screen.queryByText(/Verify/)).toBeNull();
  });
});
