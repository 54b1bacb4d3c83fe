import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-For the store believes: nobody's (false), the proxies at these addresses
 * or in these ranges, or the nearest `n` hops whoever they are.
 */
export type TrustedProxies = false | number | readonly string[];

export type TrustedProxiesReading =
  | { ok: true; value: TrustedProxies }
  | { ok: false; problem: string };

/** proxy-addr's names for the private ranges a proxy on the same host or network sits in. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const ANYONE =
  'true would believe the client address anyone writes into X-Forwarded-For; name the proxies (addresses or CIDR ranges, comma-separated) or give how many hops to trust';

/** TRUST_PROXY as written: unset or false, a hop count, or a list of addresses and ranges. */
export function readTrustedProxies(setting: string | undefined): TrustedProxiesReading {
  const text = setting?.trim() ?? '';
  if (text === '' || text === 'false') return { ok: true, value: false };
  if (text === 'true') return { ok: false, problem: ANYONE };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1
      ? { ok: true, value: hops }
      : { ok: false, problem: 'a hop count is at least 1 (false trusts no proxy)' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      problem: `not an IP address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || address.includes('%')) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The longest client address taken: an IPv6 address is at most 45 characters
 * (ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255), and a zone (an interface name) 15 more.
 */
const MAX_CLIENT_ADDRESS_LENGTH = 61;

/**
 * Whether a client address, as the socket or a trusted proxy gave it, is an IP address. Rate
 * limits, quotas and sign-in delays store and count by it, so anything else a proxy passed on
 * must be refused before any of them sees it.
 */
export function isClientAddress(address: string | undefined): address is string {
  return (
    address !== undefined && address.length <= MAX_CLIENT_ADDRESS_LENGTH && isIP(address) !== 0
  );
}
