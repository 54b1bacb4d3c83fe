import { createQueryClient } from './query-client';

/**
 * The page's one query client, shared by React (through the provider) and by code outside
 * React such as the generation store, so both read the same cached server data.
 */
export const appQueryClient = createQueryClient();
