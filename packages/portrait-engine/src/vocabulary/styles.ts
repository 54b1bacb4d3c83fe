/** The styles the engine paints (SPEC §3). The id is the contract; the store names them. */
export const STYLE_IDS = [
  'royal_oil_paint',
  'caravaggio',
  'heroic_fantasy_warrior',
  'hearth_forged_raider',
  'imperial_equestrian_commander',
  'power_up_warrior',
  'commanding_wizard',
  'fierce_pirate_captain',
  'cyberpunk_hero',
] as const;

export type StyleId = (typeof STYLE_IDS)[number];

/** The genders a costume is cut for (SPEC §5). */
export const GENDERS = ['male', 'female', 'non_binary'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * The looks of one photo come in sets of this many: each set after the first starts from
 * another mirroring and time of day, so "four more" are not the first four in other colours.
 */
export const LOOKS_PER_SET = 4;
