import { PREFERRED_STYLE_ID, STYLE_IDS, type StyleId } from '../../../../shared/styles';

/**
 * A style and its share of the look. The first is the main one: the person is put into its
 * scene, lit by its light, and the picture wears its frame. The other style's scene is screened
 * onto the first's by its share, and the treatments (grading, paint) are blended by weight.
 */
export interface StyleShare {
  styleId: StyleId;
  weight: number;
}

function wordList(list: string): readonly string[] {
  return list.split(' ');
}

/** Words that call for each style, matched whole (a trailing plural 's' is ignored). */
const KEYWORDS: Record<StyleId, readonly string[]> = {
  royal_oil_paint: wordList(
    'royal royalty king queen prince princess oil regal crown throne noble majesty monarch aristocrat duke duchess palace gold golden',
  ),
  caravaggio: wordList(
    'renaissance caravaggio chiaroscuro baroque rembrandt candle candlelight dramatic shadow dark italian classical museum',
  ),
  heroic_fantasy_warrior: wordList(
    'warrior knight hero heroic fantasy sword armor armour paladin dragon epic battle elf elven shield quest legend',
  ),
  hearth_forged_raider: wordList(
    'viking raider norse barbarian forge forged blacksmith axe hearth nordic berserker winter snow fire shieldmaiden valhalla thor celtic',
  ),
  imperial_equestrian_commander: wordList(
    'emperor empress imperial empire general commander napoleon military horse cavalry equestrian officer admiral marshal war army soldier victory laurel',
  ),
  power_up_warrior: wordList(
    'anime manga comic cartoon superhero super power saiyan pop energy aura ninja action martial kawaii pow',
  ),
  commanding_wizard: wordList(
    'wizard witch mage magic magical sorcerer sorceress spell arcane mystic mystical warlock merlin potion enchanted enchantress druid rune',
  ),
  fierce_pirate_captain: wordList(
    'pirate captain sea ocean ship sailor treasure buccaneer parrot nautical corsair map sailing caribbean skull',
  ),
  cyberpunk_hero: wordList(
    'cyber cyberpunk neon futuristic future scifi sci robot android cyborg hacker synthwave tech hologram matrix glitch digital space laser',
  ),
};

function names(keywords: readonly string[], word: string): boolean {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  return keywords.includes(word) || keywords.includes(singular);
}

/** A style's score is its number of matching words, best first (ties in catalogue order). */
function scores(words: string[]): [StyleId, number][] {
  return STYLE_IDS.map((styleId): [StyleId, number] => [
    styleId,
    words.filter((word) => names(KEYWORDS[styleId], word)).length,
  ])
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Reads a shopper's own description and picks the styles it asks for: the best match alone,
 * or the two best blended by how often each is named. With no match it falls back to the
 * shop's preferred style.
 */
export function styleMixForPrompt(prompt: string): StyleShare[] {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const [first, second] = scores(words);
  if (!first) return [{ styleId: PREFERRED_STYLE_ID, weight: 1 }];
  if (!second) return [{ styleId: first[0], weight: 1 }];
  const total = first[1] + second[1];
  return [
    { styleId: first[0], weight: first[1] / total },
    { styleId: second[0], weight: second[1] / total },
  ];
}
