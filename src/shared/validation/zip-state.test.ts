import { describe, expect, it } from 'vitest';
import { US_STATES } from './us-states';
import { ZIP_PREFIX_RANGES } from './zip-prefixes';
import { checkZipState, statesOfZip, ZIP_STATE_MISMATCH } from './zip-state';

const us = (zip: string, region: string) => checkZipState({ zip, region, country: 'US' });
const refusal = (message: string) => ({ ok: false, code: ZIP_STATE_MISMATCH, message });

describe('a ZIP code and its state', () => {
  it.each([
    ['10001', 'NY'],
    ['10118-0110', 'NY'],
    ['97201', 'OR'],
    ['99501', 'AK'],
    ['00901', 'PR'],
    ['00802', 'VI'],
    ['07030', 'NJ'],
    ['20500', 'DC'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['96799', 'AS'],
    ['96813', 'HI'],
    ['09021', 'AE'],
    ['34002', 'AA'],
    ['96201', 'AP'],
    ['73301', 'TX'],
    ['88510', 'TX'],
    ['05501', 'MA'],
    ['06390', 'NY'],
    ['83414', 'WY'],
    ['75502', 'AR'],
  ])('%s is in %s', (zip, region) => {
    expect(us(zip, region)).toEqual({ ok: true });
  });

  it('refuses a New York ZIP labelled Oregon', () => {
    expect(us('10001', 'OR')).toEqual(refusal('ZIP code 10001 is in New York, not Oregon.'));
  });

  it('refuses an Anchorage ZIP labelled New York', () => {
    expect(us('99501', 'NY')).toEqual(refusal('ZIP code 99501 is in Alaska, not New York.'));
  });

  it('refuses a Puerto Rico ZIP labelled New Jersey', () => {
    expect(us('00901', 'NJ')).toEqual(refusal('ZIP code 00901 is in Puerto Rico, not New Jersey.'));
  });

  it('names both places a shared prefix serves, and refuses a ZIP no place uses', () => {
    expect(us('96910', 'HI')).toEqual(
      refusal('ZIP code 96910 is in Guam or Northern Mariana Islands, not Hawaii.'),
    );
    expect(us('00012', 'OR')).toEqual(refusal('ZIP code 00012 is not in Oregon.'));
  });

  it('reads the state whatever its case, and a ZIP+4 by its first five digits', () => {
    expect(us(' 10001 ', 'ny')).toEqual({ ok: true });
    expect(us('10001-1234', 'OR')).toEqual(refusal('ZIP code 10001 is in New York, not Oregon.'));
  });

  it('leaves other countries, malformed ZIPs and unknown states to their own rules', () => {
    expect(checkZipState({ zip: 'M5V 2T6', region: 'ON', country: 'CA' })).toEqual({ ok: true });
    expect(us('1000', 'OR')).toEqual({ ok: true });
    expect(us('10001', 'ZZ')).toEqual({ ok: true });
  });

  it('has a prefix for every place the state picker offers, each prefix a real one', () => {
    for (const { code } of US_STATES) {
      const ranges = ZIP_PREFIX_RANGES[code];
      expect(ranges.length, code).toBeGreaterThan(0);
      for (const [from, to] of ranges) {
        expect(from, code).toBeLessThanOrEqual(to);
        expect(to, code).toBeLessThanOrEqual(999);
      }
    }
    const shared = Array.from({ length: 1000 }, (_, prefix) => String(prefix).padStart(3, '0'))
      .filter((prefix) => statesOfZip(`${prefix}01`).length > 1)
      .map((prefix) => `${prefix}: ${statesOfZip(`${prefix}01`).join('/')}`);
    expect(shared).toEqual([
      '063: CT/NY',
      '712: LA/MS',
      '755: AR/TX',
      '834: ID/WY',
      '967: HI/AS',
      '969: GU/MP',
    ]);
    expect(statesOfZip('10001')).toEqual(['NY']);
    expect(statesOfZip('nope')).toEqual([]);
  });
});
