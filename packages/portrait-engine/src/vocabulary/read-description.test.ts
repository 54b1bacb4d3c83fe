import { describe, expect, it } from 'vitest';
import { MEDIA, MOODS, SETTINGS } from './custom-look';
import { NAMED_PALETTES } from './palettes';
import { readDescription, readNamedLook, wordsNotPainted } from './read-description';

describe('readDescription', () => {
  it('reads a Van Gogh description as oil with a starry palette, not as a royal portrait', () => {
    const look = readDescription('Paint me like Van Gogh would, swirling and bright');
    expect(look.medium).toBe('oil');
    expect(look.palette).toEqual(NAMED_PALETTES.starry);
    expect(look.role).not.toBe('royal_oil_paint');
    expect(look.words).toEqual(['Van Gogh']);
  });

  it('reads medium, palette, role and setting in the order the shopper wrote them', () => {
    const look = readDescription('A watercolour of me as a queen in a garden, spring colours');
    expect(look).toMatchObject({
      medium: 'watercolour',
      role: 'royal_oil_paint',
      setting: 'forest',
      palette: NAMED_PALETTES.spring,
    });
    expect(look.words).toEqual(['watercolour', 'queen', 'garden', 'spring colours']);
  });

  it.each([
    ['a watercolor portrait', 'watercolour'],
    ['charcoal', 'charcoal'],
    ['graphite sketches', 'pencil'],
    ['soft pastels', 'pastel'],
    ['pen and ink', 'ink'],
    ['POP ART please', 'pop_art'],
    ['like Andy Warhol', 'pop_art'],
    ['manga', 'comic'],
    ['a Saturday-morning cartoon', 'comic'],
    ['oils', 'oil'],
  ])('reads "%s" as the %s medium', (description, medium) => {
    expect(readDescription(description).medium).toBe(medium);
  });

  it.each([
    ['me as a knight', 'heroic_fantasy_warrior'],
    ['viking shieldmaidens', 'hearth_forged_raider'],
    ['Napoleon', 'imperial_equestrian_commander'],
    ['a superhero', 'power_up_warrior'],
    ['witches', 'commanding_wizard'],
    ['pirate', 'fierce_pirate_captain'],
    ['a hacker', 'cyberpunk_hero'],
    ['spacemen', 'astronaut'],
  ])('reads "%s" as the %s role', (description, role) => {
    expect(readDescription(description).role).toBe(role);
  });

  it('dresses a sea captain in an officer’s coat at sea, and only a pirate captain as a pirate', () => {
    expect(readDescription('me as a sea captain')).toMatchObject({
      role: 'imperial_equestrian_commander',
      setting: 'sea',
    });
    expect(readDescription("a ship's captain").setting).toBe('sea');
    expect(readDescription('a captain').role).toBe('imperial_equestrian_commander');
    expect(readDescription('a pirate captain').role).toBe('fierce_pirate_captain');
  });

  it('reads an anime hero as a power-up warrior drawn as a comic', () => {
    expect(readDescription('anime hero')).toMatchObject({
      role: 'power_up_warrior',
      medium: 'comic',
    });
  });

  it.each([
    ['at the beach', 'sea'],
    ['in the woods', 'forest'],
    ['among the stars', 'space'],
    ['on a city street', 'city'],
    ['in a palace', 'castle'],
  ])('reads "%s" as the %s setting', (description, setting) => {
    expect(readDescription(description).setting).toBe(setting);
  });

  it.each([
    ['by moonlight', 'night'],
    ['at golden hour', 'sunset'],
    ['a stormy evening', 'stormy'],
    ['a sunny afternoon', 'day'],
  ])('reads "%s" as the %s mood', (description, mood) => {
    expect(readDescription(description).mood).toBe(mood);
  });

  it('matches whole words only: "viking" is no king, "spacious" no space', () => {
    expect(readDescription('a viking').role).toBe('hearth_forged_raider');
    expect(readDescription('a spacious room').setting).toBe('studio');
  });

  it("does not take a rock star to space or a Mother's Day present for daylight", () => {
    expect(readDescription('me as a rock star')).toMatchObject({ setting: 'studio', words: [] });
    expect(readDescription("a Mother's Day present").mood).toBeUndefined();
    expect(readDescription('for Fathers Day').mood).toBeUndefined();
  });

  it('builds a palette around the colour words, darkest first, keeping the colours named', () => {
    const look = readDescription('in blue and orange');
    expect(look.words).toEqual(['blue', 'orange']);
    expect(look.palette?.colours).toContain('#2455a8');
    expect(look.palette?.colours).toContain('#e0701e');
    const lightness = (look.palette?.colours ?? []).map((hex) =>
      Number.parseInt(hex.slice(1, 3), 16),
    );
    expect(lightness[0]).toBeLessThan(lightness[lightness.length - 1] ?? 0);
  });

  it('lets a named palette win over single colours and leaves those out of the words', () => {
    const look = readDescription('red, in autumn colors');
    expect(look.palette).toEqual(NAMED_PALETTES.autumn);
    expect(look.words).toEqual(['autumn colours']);
  });

  it('gives a sitter in a studio in oil when nothing is recognised, never Royal Portrait', () => {
    const look = readDescription('make it look nice for my mum');
    expect(look).toMatchObject({ medium: 'oil', role: 'sitter', setting: 'studio', words: [] });
    expect(look.palette).toBeDefined();
  });

  it('gives unrecognised descriptions palettes of their own', () => {
    const descriptions = ['make it nice', 'something cheerful', 'for grandad', 'my best side'];
    const names = new Set(descriptions.map((d) => readDescription(d).palette?.name));
    expect(names.size).toBeGreaterThan(1);
    expect(readDescription('make it nice')).toEqual(readDescription('  Make it   NICE '));
  });

  it('puts an astronaut in space unless another setting is named', () => {
    expect(readDescription('astronaut').setting).toBe('space');
    expect(readDescription('astronaut on the beach').setting).toBe('sea');
  });

  it('tells what the words named apart from what was filled in', () => {
    expect(readNamedLook('a watercolour please')).toEqual({
      medium: 'watercolour',
      words: ['watercolour'],
    });
    expect(readNamedLook('as a chef')).toEqual({ words: [] });
  });

  describe('with hostile input', () => {
    it('stays total and quick on a very long description', () => {
      const long = `${'lorem ipsum '.repeat(50_000)} charcoal`;
      const started = performance.now();
      const look = readDescription(long);
      expect(performance.now() - started).toBeLessThan(200);
      expect(MEDIA).toContain(look.medium);
    });

    it.each([
      [''],
      ['   '],
      ['<script>alert(1)</script> "; DROP TABLE jobs; --'],
      ['🦄🌈✨ \u0000 \u202e'],
      ['一位女王在城堡里'],
      ['Портрет маслом'],
    ])('gives a default look for %j', (description) => {
      const look = readDescription(description);
      expect(look.medium).toBe('oil');
      expect(look.role).toBe('sitter');
      expect(look.words).toEqual([]);
    });

    it('reads accented and mixed-language text by its Latin words', () => {
      const look = readDescription('Une aquarelle — château by the océan');
      expect(look.medium).toBe('watercolour');
      expect(look.setting).toBe('sea');
    });

    it('only ever answers values of the contract', () => {
      const look = readDescription('pop art comic ink space sea night storm gold neon queen');
      expect(MEDIA).toContain(look.medium);
      expect(SETTINGS).toContain(look.setting);
      expect(MOODS).toContain(look.mood);
      expect(look.words).toEqual(['pop art', 'space', 'night', 'gold', 'queen']);
    });
  });
});

describe('wordsNotPainted', () => {
  it('lists the places and things no scene has, as written, and none of the small words', () => {
    expect(wordsNotPainted('Me in Paris under the moon, among cherry blossoms')).toEqual([
      'Paris',
      'moon',
      'cherry blossoms',
    ]);
  });

  it('lists nothing for a description it paints whole', () => {
    expect(
      wordsNotPainted('a watercolour portrait in spring colours by the sea at sunset'),
    ).toEqual([]);
  });

  it('lists a recognised word an earlier one of its kind overruled', () => {
    expect(readNamedLook('watercolour, or perhaps oil').words).toEqual(['watercolour']);
    expect(wordsNotPainted('watercolour, or perhaps oil')).toEqual(['oil']);
  });
});
