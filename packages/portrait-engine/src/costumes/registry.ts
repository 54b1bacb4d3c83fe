import { astronaut } from './astronaut';
import { caravaggio } from './caravaggio';
import { commander } from './commander';
import type { CostumeDrawer, CostumeId, CostumeInput, CostumeLayers } from './costume';
import { cyberpunk } from './cyberpunk';
import { pirate } from './pirate';
import { powerUp } from './power-up';
import { raider } from './raider';
import { royal } from './royal';
import { sitter } from './sitter';
import { warrior } from './warrior';
import { wizard } from './wizard';

const DRAWERS: Record<CostumeId, CostumeDrawer> = {
  royal_oil_paint: royal,
  caravaggio,
  heroic_fantasy_warrior: warrior,
  hearth_forged_raider: raider,
  imperial_equestrian_commander: commander,
  power_up_warrior: powerUp,
  commanding_wizard: wizard,
  fierce_pirate_captain: pirate,
  cyberpunk_hero: cyberpunk,
  astronaut,
  sitter,
};

/** Every costume id, in the order the contact sheet shows them. */
export const COSTUME_IDS = Object.keys(DRAWERS) as CostumeId[];

/** Draws one costume for one head: the SVG layers to lay around the photo's head. */
export function drawCostume(id: CostumeId, input: CostumeInput): CostumeLayers {
  return DRAWERS[id](input);
}

/** Where a drawn costume's `front` covers the picture's whole width, and below. */
export { costumeCoversBelow } from './torso';
