import type { FastifyInstance } from 'fastify';
import { type StoreFacts, storeFactsSchema } from '../../shared/api/store-facts';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';

// The facts change only with a restart; five minutes of caching costs a shopper nothing.
const CACHE_CONTROL = 'public, max-age=300';

/** GET /api/store-facts: the contact address and the outside services this store uses. */
export function storeFactsRoutes(facts: StoreFacts) {
  const body: StoreFacts = { ...facts };
  return async function storeFacts(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/store-facts',
        tag: 'Config',
        summary: 'The store’s contact address and the outside services it sends data to',
        answers: {
          200: json(storeFactsSchema, 'What the Contact and Privacy pages say of this store.'),
        },
      },
      async (_input, _request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return body;
      },
    );
  };
}
