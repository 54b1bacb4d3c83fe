import { US_STATES, type UsStateCode } from './us-states';
import { ZIP_PREFIX_RANGES } from './zip-prefixes';

/** The error code of a ZIP/state disagreement, as API error bodies carry it (`error`). */
export const ZIP_STATE_MISMATCH = 'zip_state_mismatch';

export type ZipStateCheck =
  | { ok: true }
  | { ok: false; code: typeof ZIP_STATE_MISMATCH; message: string };

const NAMES = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));
const US_ZIP = /^(\d{3})\d{2}(?:-\d{4})?$/;

const STATES_BY_PREFIX: readonly UsStateCode[][] = (() => {
  const table: UsStateCode[][] = Array.from({ length: 1000 }, () => []);
  for (const [state, ranges] of Object.entries(ZIP_PREFIX_RANGES)) {
    for (const [from, to] of ranges) {
      for (let prefix = from; prefix <= to; prefix++) table[prefix]?.push(state as UsStateCode);
    }
  }
  return table;
})();

/** The states, territories or military posts a US ZIP code's prefix serves; [] if none. */
export function statesOfZip(zip: string): readonly UsStateCode[] {
  const match = US_ZIP.exec(zip.trim());
  return match ? (STATES_BY_PREFIX[Number(match[1])] ?? []) : [];
}

/**
 * Whether a US address's ZIP code is one of its state's. Tax and shipping are priced by the
 * state, so a ZIP from elsewhere would be taxed and shipped as if it were there. Addresses
 * outside the US, malformed ZIPs and unknown states are other rules' business and pass here.
 */
export function checkZipState(address: {
  zip: string;
  region: string;
  country: string;
}): ZipStateCheck {
  if (address.country.trim().toUpperCase() !== 'US') return { ok: true };
  const zip = address.zip.trim();
  const region = address.region.trim().toUpperCase();
  const regionName = NAMES.get(region);
  if (!US_ZIP.test(zip) || !regionName) return { ok: true };
  const states = statesOfZip(zip);
  if (states.includes(region as UsStateCode)) return { ok: true };
  const zip5 = zip.slice(0, 5);
  const message =
    states.length > 0
      ? `ZIP code ${zip5} is in ${states.map((state) => NAMES.get(state)).join(' or ')}, not ${regionName}.`
      : `ZIP code ${zip5} is not in ${regionName}.`;
  return { ok: false, code: ZIP_STATE_MISMATCH, message };
}
