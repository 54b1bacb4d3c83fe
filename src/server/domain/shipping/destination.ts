import type { DestinationClass } from '../../../shared/catalogue/rate-card';
import { US_STATES } from '../../../shared/validation/us-states';

const ALASKA_HAWAII = new Set(['AK', 'HI']);
const TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);
const MILITARY = new Set(['AA', 'AE', 'AP']);
const KNOWN_REGIONS = new Set<string>(US_STATES.map((state) => state.code));

/**
 * The destination class of an address, or null when it is not a US state, territory or
 * military post code: the store sells in the US only, and a region it cannot place cannot be
 * priced.
 */
export function destinationClass(address: {
  country: string;
  region: string;
}): DestinationClass | null {
  if (address.country.trim().toUpperCase() !== 'US') return null;
  const region = address.region.trim().toUpperCase();
  if (!KNOWN_REGIONS.has(region)) return null;
  if (ALASKA_HAWAII.has(region)) return 'alaska_hawaii';
  if (TERRITORIES.has(region)) return 'territories';
  if (MILITARY.has(region)) return 'military';
  return 'contiguous';
}
