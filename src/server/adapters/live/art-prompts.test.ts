import { describe, expect, it } from 'vitest';
import { STYLE_IDS } from '../../../shared/styles';
import { buildArtPrompt } from './art-prompts';

describe('buildArtPrompt', () => {
  it('gives every style its own art direction that keeps the likeness of one person', () => {
    const prompts = STYLE_IDS.map((styleId) =>
      buildArtPrompt({ kind: 'style', styleId }, 'female'),
    );
    expect(new Set(prompts).size).toBe(STYLE_IDS.length);
    for (const prompt of prompts) {
      expect(prompt).toMatch(/woman/);
      expect(prompt).toMatch(/recognisable as the same person/);
      expect(prompt).toMatch(/exactly one person/);
      expect(prompt).not.toContain('{subject}');
    }
  });

  it('names the subject by the gender of the request', () => {
    const direction = { kind: 'style', styleId: 'caravaggio' } as const;
    expect(buildArtPrompt(direction, 'male')).toMatch(/\bman\b/);
    expect(buildArtPrompt(direction, 'male')).not.toMatch(/\bwoman\b/);
    expect(buildArtPrompt(direction, 'non_binary')).toMatch(/\bperson\b/);
    expect(buildArtPrompt(direction, 'non_binary')).not.toMatch(/\b(wo)?man\b/);
  });

  it('carries a custom description word for word, trimmed', () => {
    const prompt = buildArtPrompt(
      { kind: 'custom', prompt: '  a watercolour astronaut on the moon ' },
      'male',
    );
    expect(prompt).toContain('"a watercolour astronaut on the moon"');
    expect(prompt).toMatch(/recognisable as the same person/);
  });

  it.each([
    ['royal_oil_paint', [/velvet/, /ermine/, /jewelled/, /palace interior/, /oil/]],
    [
      'caravaggio',
      [/dark doublet/, /white collar/, /hard light from the upper left/, /black ground/],
    ],
    ['heroic_fantasy_warrior', [/plate armour/, /pauldrons/, /cloak/, /fortress/]],
    ['hearth_forged_raider', [/fur mantle/, /leather/, /chainmail/, /smithy/]],
    ['imperial_equestrian_commander', [/Napoleonic/, /epaulettes/, /sash/, /medals/]],
    ['power_up_warrior', [/anime/, /aura/, /ink outlines/, /cel shading/]],
    ['commanding_wizard', [/runes/, /tall pointed hat/, /moon/]],
    ['fierce_pirate_captain', [/long coat/, /jabot/, /tricorn/, /stormy sea/]],
    ['cyberpunk_hero', [/techwear/, /neon piping/, /visor|implant/, /neon city/]],
  ] as const)('dresses and sets %s as the local engine paints it', (styleId, parts) => {
    const prompt = buildArtPrompt({ kind: 'style', styleId }, 'female');
    for (const part of parts) expect(prompt).toMatch(part);
    expect(prompt).toMatch(/Replace the woman's own clothes with the costume/);
    expect(prompt).toMatch(/no frame or border/);
  });

  it('carries the look read from a custom description: medium, costume, setting, mood, palette', () => {
    const prompt = buildArtPrompt(
      {
        kind: 'custom',
        prompt: 'a watercolour of me as a queen in a garden at sunset, spring colours',
      },
      'female',
    );
    expect(prompt).toMatch(/watercolour on white paper/);
    expect(prompt).toMatch(/ermine collar/);
    expect(prompt).toMatch(/garden at the edge of a wood/);
    expect(prompt).toMatch(/at sunset/);
    expect(prompt).toMatch(/spring colours \(#[0-9a-f]{6}/);
  });

  it('paints a Van Gogh description in starry oil, not as royalty', () => {
    const prompt = buildArtPrompt({ kind: 'custom', prompt: 'like Van Gogh' }, 'male');
    expect(prompt).toMatch(/oil painting/);
    expect(prompt).toMatch(/starry night/);
    expect(prompt).not.toMatch(/ermine|velvet|palace/);
  });

  it('asks for charcoal without colour, and leaves an unread description to the model', () => {
    expect(buildArtPrompt({ kind: 'custom', prompt: 'charcoal' }, 'male')).toMatch(
      /charcoal drawing without colour/,
    );
    const free = buildArtPrompt({ kind: 'custom', prompt: 'as a chef' }, 'male');
    expect(free).toContain('"as a chef"');
    expect(free).toMatch(/Where the description does not say otherwise/);
    expect(free).toMatch(/plain painted studio backdrop/);
  });

  it('asks for another version of the same style for each look after the first', () => {
    const direction = { kind: 'style', styleId: 'royal_oil_paint' } as const;
    const prompts = [0, 1, 2, 3].map((look) => buildArtPrompt(direction, 'female', look));
    expect(new Set(prompts).size).toBe(4);
    expect(prompts[0]).toBe(buildArtPrompt(direction, 'female'));
    for (const prompt of prompts)
      expect(prompt).toContain('clearly recognisable as the same person');
    expect(prompts[1]).toContain('mirrored');
  });
});
