import { STYLE_IDS, type StyleId } from '@masterpiece-me/portrait-engine/vocabulary';

/** The art styles of SPEC §3: the ids are the portrait engine's; labels are what shoppers read. */
export { STYLE_IDS, type StyleId };

export const CUSTOM_STYLE_ID = 'custom';

export const STYLE_LABELS: Record<StyleId, string> = {
  royal_oil_paint: 'Royal Portrait',
  caravaggio: 'Renaissance Art',
  heroic_fantasy_warrior: 'Heroic Fantasy Warrior',
  hearth_forged_raider: 'Hearth-Forged Raider',
  imperial_equestrian_commander: 'Imperial Commander',
  power_up_warrior: 'Power-Up Warrior',
  commanding_wizard: 'Commanding Wizard',
  fierce_pirate_captain: 'Fierce Pirate Captain',
  cyberpunk_hero: 'Cyberpunk Hero',
};

/** Preselected when a photo is chosen and the shopper has not picked a style (SPEC §4). */
export const PREFERRED_STYLE_ID: StyleId = 'royal_oil_paint';

export function isStyleId(value: string): value is StyleId {
  return (STYLE_IDS as readonly string[]).includes(value);
}
