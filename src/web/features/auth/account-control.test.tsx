import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchIsShopOwner } from '../../api/account';
import { appQueryClient } from '../../api/app-query-client';
import { authUser, becomeGuest, signInAs } from '../../testing/fake-auth-user';
import { toast } from '../../ui/toast';
import { AccountControl } from './account-control';
import { useAccountDialogs } from './account-dialogs';
import { signOut, useAuthStore } from './auth-store';

vi.mock('./auth-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth-store')>()),
  signOut: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../api/account', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/account')>()),
  fetchIsShopOwner: vi.fn(async () => false),
}));

function renderControl() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AccountControl />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
    ],
    { initialEntries: ['/products'] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), unmount };
}

const accountButton = () => screen.getByRole('button', { name: 'Account' });

beforeEach(() => useAccountDialogs.setState({ open: null }));
afterEach(() => {
  vi.clearAllMocks();
  appQueryClient.clear();
  useAuthStore.setState({ status: 'loading', user: null });
});

describe('the account control', () => {
  it('holds the place, without a button, while the session is unknown', () => {
    renderControl();
    expect(screen.getByTestId('account-placeholder')).toHaveClass('w-36');
    expect(screen.queryByRole('button', { name: /Sign In|Account/ })).toBeNull();
  });

  it('offers "Sign In" to a guest, opening the dialog on that tab', async () => {
    becomeGuest();
    const { user } = renderControl();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveClass('w-36');

    await user.click(signIn);
    expect(useAccountDialogs.getState().open).toBe('signIn');
  });

  it('shows who is signed in, with their photo', () => {
    signInAs(authUser({ photoURL: 'https://images.example/ada.jpg' }));
    renderControl();
    expect(accountButton()).toHaveTextContent('Ada Lovelace');
    expect(accountButton().parentElement).toHaveClass('w-36');
    expect(accountButton().querySelector('img')).toHaveAttribute(
      'src',
      'https://images.example/ada.jpg',
    );
  });

  it('falls back to the e-mail without a display name', () => {
    signInAs(authUser({ displayName: null }));
    renderControl();
    expect(accountButton()).toHaveTextContent('ada@example.com');
  });

  it('discloses My Orders, My Artworks, Profile and Sign Out', async () => {
    signInAs();
    const { router, user } = renderControl();
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list');
    expect(within(menu).getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'My Orders' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('list')).toBeNull();

    await user.click(accountButton());
    await user.click(within(screen.getByRole('list')).getByRole('link', { name: 'My Artworks' }));
    expect(router.state.location.pathname).toBe('/artworks');
  });

  it('offers the back office to a shop owner, and to nobody else', async () => {
    signInAs();
    const first = renderControl();
    await first.user.click(accountButton());
    expect(within(screen.getByRole('list')).queryByRole('link', { name: 'Shop Admin' })).toBeNull();
    first.unmount();

    appQueryClient.clear();
    vi.mocked(fetchIsShopOwner).mockResolvedValueOnce(true);
    const { router, user } = renderControl();
    await user.click(accountButton());
    await user.click(
      await within(screen.getByRole('list')).findByRole('link', { name: 'Shop Admin' }),
    );
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('opens the profile dialog from the menu', async () => {
    signInAs();
    const { user } = renderControl();
    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Profile' }));

    expect(useAccountDialogs.getState().open).toBe('profile');
    expect(screen.queryByRole('list')).toBeNull();
    expect(accountButton()).toHaveFocus();
  });

  it('closes the menu on Escape, on a click elsewhere and when focus leaves it', async () => {
    signInAs();
    const { user } = renderControl();

    await user.click(accountButton());
    await user.keyboard('{Escape}');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveFocus();

    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(accountButton());
    // Past My Orders, My Artworks, Profile and Sign Out.
    for (let tab = 0; tab < 5; tab++) await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out and says so', async () => {
    vi.mocked(signOut).mockImplementation(async () => {
      becomeGuest();
      return { ok: true };
    });
    signInAs();
    const { user } = renderControl();
    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(toast.success).toHaveBeenCalledWith('Signed out successfully');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says why signing out failed', async () => {
    vi.mocked(signOut).mockResolvedValue({
      ok: false,
      message: 'Network error. Please check your connection',
    });
    signInAs();
    const { user } = renderControl();
    await user.click(accountButton());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(toast.error).toHaveBeenCalledWith('Network error. Please check your connection');
    expect(accountButton()).toBeInTheDocument();
  });
});
