import type { LightMyRequestResponse } from 'fastify';

/**
 * For tests: the `cookie` header a browser sends after this answer. A later cookie of a name
 * replaces an earlier one and an emptied one is gone, as when a link ends the old session and
 * sets a fresh one in the same answer.
 */
export function browserCookies(response: LightMyRequestResponse): string {
  const kept = new Map(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  return [...kept].flatMap(([name, value]) => (value ? [`${name}=${value}`] : [])).join('; ');
}
