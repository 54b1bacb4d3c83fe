import { describe, expect, it } from 'vitest';
import { styleMixForPrompt } from './style-mix';

describe('styleMixForPrompt', () => {
  it('maps a pirate prompt to the pirate captain alone', () => {
    expect(styleMixForPrompt('Make me a fierce pirate on a ship')).toEqual([
      { styleId: 'fierce_pirate_captain', weight: 1 },
    ]);
  });

  it.each([
    ['neon city at night', 'cyberpunk_hero'],
    ['cyber samurai', 'cyberpunk_hero'],
    ['an oil portrait', 'royal_oil_paint'],
    ['me as a KING', 'royal_oil_paint'],
    ['a wise old wizard casting spells', 'commanding_wizard'],
    ['viking shieldmaiden', 'hearth_forged_raider'],
    ['anime power up!', 'power_up_warrior'],
    ['Napoleon on horseback', 'imperial_equestrian_commander'],
    ['a knight with a sword', 'heroic_fantasy_warrior'],
    ['chiaroscuro like a renaissance painting', 'caravaggio'],
  ])('maps "%s" to %s', (prompt, styleId) => {
    expect(styleMixForPrompt(prompt)[0]?.styleId).toBe(styleId);
  });

  it('matches whole words only, so "viking" does not read as "king"', () => {
    expect(styleMixForPrompt('a viking')).toEqual([{ styleId: 'hearth_forged_raider', weight: 1 }]);
  });

  it('understands simple plurals', () => {
    expect(styleMixForPrompt('pirates and wizards')[0]?.styleId).toBe('commanding_wizard');
    expect(styleMixForPrompt('pirates and wizards').map((share) => share.styleId)).toContain(
      'fierce_pirate_captain',
    );
  });

  it('blends the two most named styles, the more named one leading', () => {
    expect(styleMixForPrompt('a neon cyberpunk pirate')).toEqual([
      { styleId: 'cyberpunk_hero', weight: 2 / 3 },
      { styleId: 'fierce_pirate_captain', weight: 1 / 3 },
    ]);
  });

  it('keeps only two styles when more are named', () => {
    const mix = styleMixForPrompt('royal pirate wizard with a neon sword');
    expect(mix).toHaveLength(2);
    expect(mix.reduce((sum, share) => sum + share.weight, 0)).toBeCloseTo(1);
  });

  it('falls back to the royal portrait when nothing matches', () => {
    expect(styleMixForPrompt('something nice please')).toEqual([
      { styleId: 'royal_oil_paint', weight: 1 },
    ]);
    expect(styleMixForPrompt('')).toEqual([{ styleId: 'royal_oil_paint', weight: 1 }]);
  });
});
