import type { CustomLook, CustomRole, Medium, Mood, Palette, Setting } from './custom-look';
import { FILLER_WORDS, SPELLINGS, TERMS, type Term } from './description-vocabulary';
import { DEFAULT_PALETTES, paletteAround } from './palettes';

/** Descriptions are at most 1000 characters; reading stops well past that whatever comes in. */
const MOST_READ = 4000;
/** At most this many colour words shape a palette; more would only make it muddy. */
const MOST_COLOURS = 3;

const byFirstToken = new Map<string, Term[]>();
for (const term of TERMS) {
  const first = term.tokens[0] ?? '';
  const list = byFirstToken.get(first) ?? [];
  list.push(term);
  byFirstToken.set(first, list);
}
// The longest phrase wins: "pop art" over "art", "golden hour" over "golden".
for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

const known = new Set(TERMS.flatMap((term) => term.tokens));

/** A word in the form the terms are written in: British, singular, when it is one of theirs. */
function canonical(word: string): string {
  const spelt = SPELLINGS[word] ?? word;
  if (known.has(spelt)) return spelt;
  const singulars = [
    word.endsWith('ies') ? `${word.slice(0, -3)}y` : '',
    word.endsWith('es') ? word.slice(0, -2) : '',
    word.endsWith('s') ? word.slice(0, -1) : '',
  ];
  for (const singular of singulars) {
    const form = SPELLINGS[singular] ?? singular;
    if (form && known.has(form)) return form;
  }
  return spelt;
}

/** Latin words as written, accents dropped ("Café" reads as "Cafe"), '&' read as "and". */
function writtenWords(description: string): string[] {
  const plain = description
    .slice(0, MOST_READ)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('&', ' and ');
  return plain.match(/[a-z]+/gi) ?? [];
}

/** The words, lower case, in the form the terms are written in. */
function wordsOf(description: string): string[] {
  return writtenWords(description).map((word) => canonical(word.toLowerCase()));
}

function termAt(words: readonly string[], at: number): Term | undefined {
  return byFirstToken
    .get(words[at] ?? '')
    ?.find((term) => term.tokens.every((token, k) => words[at + k] === token));
}

/** The description as written, give or take case and spacing, in any script. */
function wordingOf(description: string): string {
  return description.slice(0, MOST_READ).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** FNV-1a of the description's wording, so the same words always pick the same palette. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Reading {
  medium?: Medium;
  role?: CustomRole;
  setting?: Setting;
  mood?: Mood;
  palette?: Palette;
  colours: { hex: string; word: string }[];
  words: { word: string; colour: boolean }[];
}

/** Takes what a term asks for where nothing earlier asked for the same; notes the word if used. */
function take(reading: Reading, term: Term): void {
  const { meaning, word } = term;
  let used = false;
  for (const key of ['medium', 'role', 'setting', 'mood', 'palette'] as const) {
    if (meaning[key] !== undefined && reading[key] === undefined) {
      Object.assign(reading, { [key]: meaning[key] });
      used = true;
    }
  }
  const colour = meaning.colour;
  const fresh = colour && !reading.colours.some((c) => c.hex === colour);
  if (colour && fresh && reading.colours.length < MOST_COLOURS) {
    reading.colours.push({ hex: colour, word });
    reading.words.push({ word, colour: true });
    return;
  }
  if (used && !reading.words.some((w) => w.word === word))
    reading.words.push({ word, colour: false });
}

/** Only what the description's own words name: no defaults filled in. */
export type NamedLook = Partial<Omit<CustomLook, 'words'>> & Pick<CustomLook, 'words'>;

/**
 * What a description's recognised words ask for, and nothing else: the first medium, role,
 * setting, mood and palette it names win, colour words build a palette when none is named.
 * For an engine that can follow the rest of the description itself (the live one).
 */
export function readNamedLook(description: string): NamedLook {
  const words = wordsOf(description);
  const reading: Reading = { colours: [], words: [] };
  for (let at = 0; at < words.length; ) {
    const term = termAt(words, at);
    if (term) take(reading, term);
    at += term ? term.tokens.length : 1;
  }
  const named = reading.palette;
  const colours = reading.colours;
  const palette =
    named ??
    (colours.length > 0
      ? paletteAround(
          colours.map((c) => c.word).join(' and '),
          colours.map((c) => c.hex),
        )
      : undefined);
  return {
    ...(reading.medium && { medium: reading.medium }),
    ...(reading.role && { role: reading.role }),
    ...(reading.setting && { setting: reading.setting }),
    ...(reading.mood && { mood: reading.mood }),
    ...(palette && { palette }),
    words: reading.words.filter((w) => !(w.colour && named)).map((w) => w.word),
  };
}

/**
 * Reads a shopper's own description into the look it asks for (see readNamedLook). Whatever
 * is not named falls back to a plain sitter in a studio, in oil; a description that names
 * nothing at all still gets a palette of its own, picked by its wording, so two such
 * descriptions need not look alike. Pure and total: any text gives a look.
 */
export function readDescription(description: string): CustomLook {
  const named = readNamedLook(description);
  const role = named.role ?? 'sitter';
  const setting =
    named.setting ?? (role === 'sitter' ? 'studio' : role === 'astronaut' ? 'space' : undefined);
  const palette =
    named.palette ??
    (named.words.length === 0
      ? DEFAULT_PALETTES[hashOf(wordingOf(description)) % DEFAULT_PALETTES.length]
      : undefined);
  return {
    medium: named.medium ?? 'oil',
    role,
    ...(setting && { setting }),
    ...(named.mood && { mood: named.mood }),
    ...(palette && { palette }),
    words: named.words,
  };
}

/**
 * What of a description will not be painted, as written, once each: words the painter does not
 * know ("Paris", "moon"), save the small words every sentence has, and recognised words that an
 * earlier word of their kind overruled ("oil" after "watercolour"). Said before the click, so
 * the shopper can reword.
 */
export function wordsNotPainted(description: string): string[] {
  const written = writtenWords(description);
  const words = wordsOf(description);
  const painted = new Set(readNamedLook(description).words);
  const unpainted = new Set<string>();
  // Unknown words side by side are one thing ("cherry blossoms"), said together.
  let phrase: string[] = [];
  const endPhrase = () => {
    if (phrase.length > 0) unpainted.add(phrase.join(' '));
    phrase = [];
  };
  for (let at = 0; at < words.length; ) {
    const term = termAt(words, at);
    const word = words[at] ?? '';
    if (!term && word.length > 1 && !FILLER_WORDS.has(word)) phrase.push(written[at] ?? word);
    else endPhrase();
    if (term && !painted.has(term.word)) unpainted.add(term.word);
    at += term ? term.tokens.length : 1;
  }
  endPhrase();
  return [...unpainted];
}
