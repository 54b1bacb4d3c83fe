import { QueryClient } from '@tanstack/react-query';

/** Server data is cached briefly and retried once; the shopper's own state lives in stores. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
