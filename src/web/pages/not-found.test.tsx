import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

afterEach(() => vi.restoreAllMocks());

describe('not-found page', () => {
  it('says the page is missing, logs the path and leads home', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, user } = await renderApp('/some/unknown/path');

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(logError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/some/unknown/path',
    );

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Turn any face into a magical masterpiece' }),
    ).toBeInTheDocument();
  });
});
