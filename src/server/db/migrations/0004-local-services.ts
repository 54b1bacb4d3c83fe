import type { Migration } from 'kysely';

/**
 * Once created the local card processor's and print partner's tables. They now come with those
 * services (their own migrations, in adapters/local/), so a store on live services never has
 * them. The name stays in the list because databases that ran it must still match it.
 */
export const createLocalServices: Migration = {
  async up() {},
};
