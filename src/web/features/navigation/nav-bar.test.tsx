import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '../../testing/cart-items';
import { becomeGuest, signInAs } from '../../testing/fake-auth-user';
import { renderApp } from '../../testing/render-app';
import { useAccountDialogs } from '../auth/account-dialogs';
import { useAuthStore } from '../auth/auth-store';
import { useCartStore } from '../cart/cart-store';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

const navBar = () => screen.getByRole('banner');
const menuToggle = () => screen.getByRole('button', { name: 'Menu' });

beforeEach(() => useCartStore.setState({ items: [], sessionId: null }));
afterEach(() => {
  vi.restoreAllMocks();
  scrollPageTo(0);
  useAuthStore.setState({ status: 'loading', user: null });
  useAccountDialogs.setState({ open: null });
});

describe('navigation bar', () => {
  it('shows the cart badge only when the cart holds something', async () => {
    await renderApp('/');
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('cart-badge')).toBeNull();

    act(() => useCartStore.setState({ items: [cartItem({ quantity: 3 })] }));

    const filled = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(within(filled).getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('takes the cart icon to the cart page', async () => {
    const { router, user } = await renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (0)' })).toBeInTheDocument();
  });

  it('turns translucent once the page is scrolled more than 20 px', async () => {
    await renderApp('/');
    expect(navBar()).not.toHaveClass('backdrop-blur-lg');

    scrollPageTo(20);
    expect(navBar()).not.toHaveClass('backdrop-blur-lg');

    scrollPageTo(21);
    expect(navBar()).toHaveClass('backdrop-blur-lg');

    scrollPageTo(0);
    expect(navBar()).not.toHaveClass('backdrop-blur-lg');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const { user } = await renderApp('/');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transform Photo' })).toBeNull();

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transform Photo' })).toHaveAttribute('href', '/');

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transform Photo' })).toBeNull();
  });

  it('closes the mobile menu when the route changes', async () => {
    const { router, user } = await renderApp('/');
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate('/products'));

    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transform Photo' })).toBeNull();
  });

  it('closes the mobile menu on Escape and returns focus to its toggle', async () => {
    const { user } = await renderApp('/');
    await user.click(menuToggle());
    await user.tab();
    await user.keyboard('{Escape}');

    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  it('follows a link in the mobile menu and closes it', async () => {
    const { router, user } = await renderApp('/products');
    await user.click(menuToggle());
    await user.click(screen.getByRole('link', { name: 'Transform Photo' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls smoothly to the top when the logo is clicked on home', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router, user } = await renderApp('/');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Masterpiece Me' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('jumps without animation when the person prefers reduced motion', async () => {
    preferReducedMotion();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await renderApp('/');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Masterpiece Me' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('starts every new route at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await renderApp('/cart');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Transform Yourself Into Art' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    // The scroll is a passive effect: it may run a tick after the new page is in the document.
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }),
    );
  });

  it('goes home and scrolls to the how-it-works section from another page', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router, user } = await renderApp('/cart');

    await user.click(within(navBar()).getByRole('button', { name: 'How It Works' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'how-it-works');
  });

  it('scrolls to the how-it-works section when already home', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await renderApp('/');

    await user.click(screen.getByRole('button', { name: 'How The Magic Works' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'how-it-works');
  });

  it('offers a guest "Sign In" in the bar and in the mobile menu', async () => {
    becomeGuest();
    const { user } = await renderApp('/');
    await user.click(within(navBar()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(menuToggle());
    const menuSignIn = within(navBar()).getAllByRole('button', { name: 'Sign In' }).at(-1);
    if (!menuSignIn) throw new Error('no Sign In in the mobile menu');
    await user.click(menuSignIn);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  it('shows the signed-in account and its entries in the mobile menu', async () => {
    signInAs();
    const { router, user } = await renderApp('/');
    expect(within(navBar()).getByRole('button', { name: 'Account' })).toHaveTextContent(
      'Ada Lovelace',
    );

    await user.click(menuToggle());
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Profile' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();

    await user.click(menuToggle());
    await user.click(screen.getByRole('link', { name: 'My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    // The account page is its own lazily loaded chunk: it may arrive after the URL changes.
    expect(
      await screen.findByRole('heading', { name: 'My Account' }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
