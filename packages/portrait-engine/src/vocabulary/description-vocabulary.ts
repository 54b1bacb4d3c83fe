import type { CustomRole, Medium, Mood, Palette, Setting } from './custom-look';
import { NAMED_PALETTES, type PaletteName } from './palettes';

/** What one recognised word or phrase asks of the picture. */
export interface WordMeaning {
  readonly medium?: Medium;
  readonly role?: CustomRole;
  readonly setting?: Setting;
  readonly mood?: Mood;
  readonly palette?: Palette;
  /** A single colour ('#rrggbb') the palette is built around when no palette is named. */
  readonly colour?: string;
}

/** A recognised phrase: its words in their British singular form, and how the shopper reads it. */
export interface Term {
  readonly tokens: readonly string[];
  readonly word: string;
  readonly meaning: WordMeaning;
}

const terms: Term[] = [];

/** Adds phrases (comma separated) that all mean one thing; `word` defaults to the phrase. */
function say(phrases: string, meaning: WordMeaning, word?: string) {
  for (const phrase of phrases.split(',')) {
    const tokens = phrase.trim().split(' ');
    terms.push({ tokens, word: word ?? tokens.join(' '), meaning });
  }
}

const named = (name: PaletteName) => NAMED_PALETTES[name];

// Media, and painters whose names call for one.
say('oil,oil painting,oil paint,oil on canvas', { medium: 'oil' }, 'oil');
say(
  'watercolour,aquarelle,water colour,watercolour painting',
  { medium: 'watercolour' },
  'watercolour',
);
say('charcoal,charcoal drawing', { medium: 'charcoal' }, 'charcoal');
say('pencil,graphite,sketch,pencil sketch,pencil drawing', { medium: 'pencil' }, 'pencil');
say('pastel,chalk,chalk pastel,soft pastel,pastel drawing', { medium: 'pastel' }, 'pastel');
say('ink,pen and ink,india ink,sumi,line art,ink drawing', { medium: 'ink' }, 'ink');
say('pop art,warhol,andy warhol', { medium: 'pop_art' }, 'pop art');
say('comic,comic book,graphic novel,cartoon,lichtenstein', { medium: 'comic' }, 'comic');
say('manga', { medium: 'comic' });
say('anime', { medium: 'comic' });
say('van gogh,vincent van gogh', { medium: 'oil', palette: named('starry') }, 'Van Gogh');
say('starry night', { medium: 'oil', palette: named('starry'), mood: 'night' }, 'starry night');
say(
  'monet,claude monet,impressionist,impressionism',
  { medium: 'oil', palette: named('impressionist') },
  'impressionist',
);
say('klimt', { medium: 'oil', palette: named('gold') }, 'Klimt');
say('rembrandt,old master', { medium: 'oil', palette: named('earth') }, 'old master');

// Roles: the costume the shopper wears.
say('king,queen,royal,royalty,prince,princess,monarch,crown,throne', { role: 'royal_oil_paint' });
say('renaissance,caravaggio,baroque,chiaroscuro', { role: 'caravaggio', medium: 'oil' });
say('knight,warrior,paladin,crusader,gladiator,samurai', { role: 'heroic_fantasy_warrior' });
say('viking,raider,norse,barbarian,shieldmaiden,berserker', { role: 'hearth_forged_raider' });
say('general,napoleon,commander,admiral,emperor,empress,soldier,marshal,officer', {
  role: 'imperial_equestrian_commander',
});
say('superhero,super hero,saiyan', { role: 'power_up_warrior' });
say('anime hero,manga hero', { role: 'power_up_warrior', medium: 'comic' });
say('wizard,witch,mage,sorcerer,sorceress,warlock,magician,druid,merlin', {
  role: 'commanding_wizard',
});
say('pirate,buccaneer,corsair,pirate captain', { role: 'fierce_pirate_captain' });
// A captain who is not said to be a pirate commands in an officer's coat, whatever the gender
// (the pirate's cut for a woman is a bodice), and a sea captain at sea.
say('captain', { role: 'imperial_equestrian_commander' });
say('sea captain,ship captain,ship s captain,naval captain,navy captain', {
  role: 'imperial_equestrian_commander',
  setting: 'sea',
});
say('cyberpunk,cyber,hacker,cyborg,android,netrunner', { role: 'cyberpunk_hero' });
say('astronaut,spaceman,spacewoman,cosmonaut,space suit,spacesuit', { role: 'astronaut' });

// Phrases that only look like a setting or a time: read whole, they name nothing.
say(
  'rock star,pop star,movie star,film star,star wars,day dream,mother day,mother s day,father day,father s day',
  {},
);

// Settings.
say('sea,ocean,beach,coast,shore,seaside,wave,harbour', { setting: 'sea' });
say('forest,wood,woodland,garden,jungle,tree,meadow,park,flower', { setting: 'forest' });
say('space,outer space,star,galaxy,cosmos,universe,nebula,planet', { setting: 'space' });
say('city,street,downtown,urban,town,new york,tokyo', { setting: 'city' });
say('castle,palace,throne room,fortress', { setting: 'castle' });
say('studio,portrait studio,plain background', { setting: 'studio' });

// Time of day and weather.
say('night,midnight,nighttime,moonlight,moonlit,starry', { mood: 'night' });
say('at night,by night', { mood: 'night' }, 'night');
say('sunset,dusk,twilight,golden hour,sundown,sunrise,dawn', { mood: 'sunset' });
say('storm,stormy,rain,rainy,thunder,lightning,tempest', { mood: 'stormy' });
say('day,daytime,sunny,sunshine,daylight,sunlit', { mood: 'day' });

// Named palettes.
for (const [name, word] of [
  ['spring', 'spring'],
  ['summer', 'summer'],
  ['autumn', 'autumn,fall colour'],
  ['winter', 'winter'],
  ['ocean', 'ocean colour,sea colour'],
  ['sunset', 'sunset colour'],
  ['pastel', 'pastel colour,pastel tone,pastel shade'],
  ['monochrome', 'monochrome,black and white,greyscale,grey scale,noir'],
  ['sepia', 'sepia,vintage'],
  ['gold', 'gold,golden,gilded'],
  ['neon', 'neon,neon colour,neon light'],
  ['earth', 'earthy,earth tone,earth colour'],
  ['jewel', 'jewel tone,jewel colour'],
] as const) {
  const palette = named(name);
  say(word, { palette }, palette.name);
  // "spring colours", "autumn colours": the palette, said the long way.
  say(`${name} colour,${name} tone,${name} palette`, { palette }, palette.name);
}

// Single colours: a palette is built around them.
say('red,crimson,scarlet', { colour: '#b3202a' }, 'red');
say('orange', { colour: '#e0701e' });
say('yellow', { colour: '#e8c22e' });
say('green,emerald', { colour: '#2f8a4a' }, 'green');
say('blue,azure,cobalt', { colour: '#2455a8' }, 'blue');
say('navy', { colour: '#1b2a55' });
say('teal,turquoise', { colour: '#1f8e8c' }, 'teal');
say('purple,violet', { colour: '#6b2f9a' }, 'purple');
say('lavender,lilac', { colour: '#a993d6' }, 'lavender');
say('pink,magenta', { colour: '#e0609a' }, 'pink');
say('brown', { colour: '#6e4526' });
say('silver,grey', { colour: '#9aa0a8' }, 'silver');

export const TERMS: readonly Term[] = terms;

/** American spellings and other forms, to the British singular the terms are written in. */
export const SPELLINGS: Readonly<Record<string, string>> = {
  color: 'colour',
  watercolor: 'watercolour',
  gray: 'grey',
  grayscale: 'greyscale',
  harbor: 'harbour',
  woods: 'wood',
  spacemen: 'spaceman',
  spacewomen: 'spacewoman',
  colored: 'colour',
  coloured: 'colour',
  sketched: 'sketch',
};

/**
 * Words that carry a sentence, not a picture: never listed as "not painted". The rest of what a
 * shopper writes is either a term above or something the painter cannot paint.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of in on at with and or as to for by from like into onto under over near among ' +
    'me my mine i im you your we our us he she him her his they them their it its ' +
    'is are be being been was were this that these those who which what some very really ' +
    'perhaps maybe just also ' +
    'please make made paint painted painting draw drawn drawing picture photo image ' +
    'portrait style styled art artwork look looking want would could should can give put ' +
    'wearing wear dressed holding standing sitting background kind sort type version colour tone'
  ).split(' '),
);
