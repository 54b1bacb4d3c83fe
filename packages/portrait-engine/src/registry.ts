import type { Recipe } from './recipe';
import { caravaggio } from './recipes/caravaggio';
import { commandingWizard } from './recipes/commanding-wizard';
import { cyberpunkHero } from './recipes/cyberpunk-hero';
import { fiercePirateCaptain } from './recipes/fierce-pirate-captain';
import { hearthForgedRaider } from './recipes/hearth-forged-raider';
import { heroicFantasyWarrior } from './recipes/heroic-fantasy-warrior';
import { imperialEquestrianCommander } from './recipes/imperial-equestrian-commander';
import { powerUpWarrior } from './recipes/power-up-warrior';
import { royalOilPaint } from './recipes/royal-oil-paint';
import type { StyleId } from './vocabulary';

export const RECIPES: Record<StyleId, Recipe> = {
  royal_oil_paint: royalOilPaint,
  caravaggio,
  heroic_fantasy_warrior: heroicFantasyWarrior,
  hearth_forged_raider: hearthForgedRaider,
  imperial_equestrian_commander: imperialEquestrianCommander,
  power_up_warrior: powerUpWarrior,
  commanding_wizard: commandingWizard,
  fierce_pirate_captain: fiercePirateCaptain,
  cyberpunk_hero: cyberpunkHero,
};
