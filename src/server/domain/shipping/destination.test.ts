import { describe, expect, it } from 'vitest';
import { destinationClass } from './destination';

const us = (region: string) => destinationClass({ country: 'US', region });

describe('destinationClass', () => {
  it('sorts US regions into the partner’s destination classes', () => {
    expect(['NY', 'CA', 'DC', 'ak', ' HI ', 'PR', 'GU', 'VI', 'AS', 'MP'].map(us)).toEqual([
      'contiguous',
      'contiguous',
      'contiguous',
      'alaska_hawaii',
      'alaska_hawaii',
      'territories',
      'territories',
      'territories',
      'territories',
      'territories',
    ]);
    expect(['AA', 'AE', 'AP'].map(us)).toEqual(['military', 'military', 'military']);
  });

  it('places nothing outside the US or under a region code it does not know', () => {
    expect(destinationClass({ country: 'CA', region: 'ON' })).toBeNull();
    expect(destinationClass({ country: 'GB', region: 'NY' })).toBeNull();
    expect(us('New York')).toBeNull();
    expect(us('ZZ')).toBeNull();
  });
});
