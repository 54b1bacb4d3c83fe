import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePromptStyles } from './prompt-styles';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePromptStyles', () => {
  it('gives the styles the API lists', async () => {
    const styles = [{ id: 'caravaggio', label: 'Renaissance Art', thumbnail_url: '/media/c.jpg' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(styles)),
    );
    const { result } = renderHook(usePromptStyles, { wrapper });
    expect(result.current).toEqual({ styles: [], isLoading: true });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.styles).toEqual(styles);
  });

  it('leaves the list empty and logs when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'down' }, { status: 500 })),
    );
    const { result } = renderHook(usePromptStyles, { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.styles).toEqual([]);
    expect(log).toHaveBeenCalledWith('Art styles are unavailable', expect.any(Error));
  });
});
