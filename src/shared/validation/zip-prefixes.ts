import type { UsStateCode } from './us-states';

/**
 * Which state, territory or military post each three-digit ZIP prefix (the sectional center)
 * serves: public USPS facts, as the USPS's ZIP code prefix list (Publication 65, the National
 * Five-Digit ZIP Code and Post Office Directory) and Wikipedia's "List of ZIP Code prefixes"
 * give them. A few prefixes serve two places (a town across a state line, Guam and the Northern
 * Mariana Islands, Hawaii and American Samoa); either is accepted. Ranges are inclusive; the
 * prefixes in no range are not in use.
 */
export const ZIP_PREFIX_RANGES: Readonly<
  Record<UsStateCode, readonly (readonly [number, number])[]>
> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [
    [716, 729],
    [755, 755], // Texarkana, Arkansas
  ],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [
    [320, 339],
    [341, 349],
  ],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [
    [386, 397],
    [712, 712], // Louisiana's sectional center also serves a corner of Mississippi
  ],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [63, 63], // Fishers Island, New York
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [
    [730, 732],
    [734, 749],
  ],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [
    [820, 831],
    [834, 834], // Alta, Wyoming
  ],
  AS: [[967, 967]],
  GU: [[969, 969]],
  MP: [[969, 969]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  VI: [[8, 8]],
  AA: [[340, 340]],
  AE: [[90, 98]],
  AP: [[962, 966]],
};
