import { queryOptions } from '@tanstack/react-query';
import { storeFactsSchema } from '../../shared/api/store-facts';
import { getJson } from './http';

/** How this store is run (GET /api/store-facts); it changes only when the server restarts. */
export const storeFactsQuery = queryOptions({
  queryKey: ['store-facts'],
  queryFn: async () => {
    const result = await getJson('/api/store-facts', storeFactsSchema);
    if (!result.ok) throw new Error('Store facts unavailable');
    return result.data;
  },
  staleTime: Number.POSITIVE_INFINITY,
});
