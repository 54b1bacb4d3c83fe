import {
  type CustomRole,
  type Medium,
  type Mood,
  type NamedLook,
  readNamedLook,
  type Setting,
} from '@masterpiece-me/portrait-engine/vocabulary';
import type { Gender } from '../../../shared/api/generation';
import type { StyleId } from '../../../shared/styles';
import type { ArtDirection } from '../../ports/art-engine';

/*
 * The live engine's art direction, in the same terms as the local engine's: the costume it
 * draws for each role, the scene it paints each style and setting in, the light, and the
 * medium of its painting pass. A shopper who switches engines gets the same picture asked for.
 */

const SUBJECT: Record<Gender, string> = { male: 'man', female: 'woman', non_binary: 'person' };

/** What each role wears, below the chin and on the head. */
const COSTUMES: Record<CustomRole, string> = {
  royal_oil_paint:
    'a royal robe of deep red velvet with a white ermine collar and a jewelled gold chain of office',
  caravaggio: 'a dark doublet with a plain white collar',
  heroic_fantasy_warrior: 'engraved steel plate armour with pauldrons and a flowing cloak',
  hearth_forged_raider: 'a fur mantle over leather and chainmail, as a Norse raider',
  imperial_equestrian_commander:
    'a Napoleonic-era general’s uniform with gold epaulettes, a sash and medals',
  power_up_warrior: 'an anime hero’s battle suit, surrounded by a glowing energy aura',
  commanding_wizard: 'a wizard’s robe embroidered with glowing runes and a tall pointed hat',
  fierce_pirate_captain:
    'a pirate captain’s long coat over a shirt with a lace jabot, and a tricorn hat',
  cyberpunk_hero: 'a techwear jacket with neon piping and a glowing visor or cybernetic implant',
  astronaut: 'a white spacesuit with its helmet off, the neck ring around the collar',
  sitter: 'simple dark clothes, as for a portrait sitting',
};

/** Each style's scene, light and painting, as the local engine paints it. */
const STYLE_SCENES: Record<StyleId, { scene: string; light: string; medium: string }> = {
  royal_oil_paint: {
    scene: 'in a palace interior with red velvet drapery, a marble column and an evening sky',
    light: 'warm light from the upper left',
    medium: 'a 17th-century state portrait in oil with visible brushwork and glazes',
  },
  caravaggio: {
    scene: 'against a bare black ground',
    light: 'one hard light from the upper left and deep shadow (chiaroscuro)',
    medium: 'an oil painting in the manner of Caravaggio',
  },
  heroic_fantasy_warrior: {
    scene: 'before a mountain range at dawn with a fortress on a crag',
    light: 'the rising sun from the right',
    medium: 'an epic fantasy oil painting with layered brush strokes',
  },
  hearth_forged_raider: {
    scene: 'in a smithy with stone walls, embers rising and arms on the wall',
    light: 'orange firelight from the forge at the left, cool shadow',
    medium: 'a gritty oil painting with layered brush strokes',
  },
  imperial_equestrian_commander: {
    scene: 'under a stormy battle sky breaking gold over the horizon, with smoke and standards',
    light: 'golden light breaking through the storm',
    medium: 'a Napoleonic-era oil painting in the manner of Jacques-Louis David',
  },
  power_up_warrior: {
    scene: 'before a burst of hot energy rays and rings with sparkles',
    light: 'the glow of the aura around the figure',
    medium: 'anime art with bold ink outlines, flat cel shading and halftone dots',
  },
  commanding_wizard: {
    scene: 'in a starry arcane night with a moon, a far tower and a glowing circle of runes',
    light: 'cool moonlight and the runes’ magical glow',
    medium: 'a richly painted fantasy illustration with oil brush strokes',
  },
  fierce_pirate_captain: {
    scene: 'before a stormy sea with a three-masted ship heeling in the swell and lightning',
    light: 'a cold storm light from the upper right',
    medium: 'a classic adventure oil painting with layered brush strokes',
  },
  cyberpunk_hero: {
    scene: 'in a rain-soaked neon city at night with towers of lit windows and glowing signs',
    light: 'cyan neon from one side and magenta from the other',
    medium: 'cinematic comic art with ink outlines and flat cel shading',
  },
};

/** Each medium as the local engine's filter paints it. */
const MEDIA: Record<Medium, string> = {
  oil: 'an oil painting with visible, layered brush strokes that follow the forms',
  watercolour:
    'a watercolour on white paper: soft transparent washes, pigment pooled at the edges of each wash, colours bleeding into each other, the paper’s grain showing and the lights left as bare paper',
  charcoal:
    'a charcoal drawing without colour on toned paper: smudged grey and black strokes, firm contours, the paper’s tooth showing',
  pencil:
    'a graphite pencil drawing on white paper: hatching that follows the forms, cross-hatching in the darks, clean outlines',
  pastel:
    'a soft pastel drawing on tinted paper: short chalky strokes of opaque colour with the paper showing between them',
  ink: 'a pen-and-ink drawing: black line work and a few washes of diluted ink on off-white paper',
  pop_art:
    'a pop-art screen print: a few flat, fully saturated colours, Ben-Day halftone dots and thick black outlines',
  comic:
    'a comic-book panel: bold ink outlines, flat cel shading in a few tone bands and halftone dots in the shadows',
};

const MOODS: Record<Mood, string> = {
  day: 'in bright daylight',
  night: 'at night, in cool moonlight under a moon',
  sunset: 'at sunset, a low orange sun lighting the figure from the side',
  stormy: 'in a storm, in grey light and rain',
};

/** A setting's scene, chosen as the local engine's sceneForSetting chooses it. */
function settingScene(setting: Setting, mood: Mood | undefined): string {
  switch (setting) {
    case 'sea':
      return mood === 'stormy'
        ? 'a stormy sea with a ship heeling in the swell and lightning'
        : 'a calm sea under a wide sky with a far sail and gulls';
    case 'forest':
      return 'a garden at the edge of a wood, big trees framing the figure, a flowering lawn';
    case 'space':
      return 'outer space with a magenta and teal nebula, a field of stars and a ringed planet';
    case 'city':
      return 'a neon-lit city street with towers of lit windows and glowing signs';
    case 'castle':
      return mood
        ? 'a fortress of towers on a crag before mountains'
        : 'a palace hall with red velvet drapery and a marble column';
    case 'studio':
      return 'a plain painted studio backdrop in warm greys and umber, lighter behind the head';
  }
}

function stylePrompt(styleId: StyleId, subject: string): string {
  const { scene, light, medium } = STYLE_SCENES[styleId];
  return `Paint the ${subject} wearing ${COSTUMES[styleId]}, ${scene}, lit by ${light}, as ${medium}.`;
}

/** The look read from the description, said so the model paints what the local engine would. */
function lookPrompt(look: NamedLook, subject: string): string {
  const parts = [
    look.medium
      ? `Paint it as ${MEDIA[look.medium]}.`
      : `Unless the description asks for another medium, paint it as ${MEDIA.oil}.`,
    look.role ? `The ${subject} wears ${COSTUMES[look.role]}.` : '',
    look.setting ? `The setting is ${settingScene(look.setting, look.mood)}.` : '',
    look.mood ? `The scene is ${MOODS[look.mood]}.` : '',
    look.palette
      ? `Keep to a palette of ${look.palette.name} (${look.palette.colours.join(', ')}).`
      : '',
    look.role || look.setting
      ? ''
      : `Where the description does not say otherwise, the ${subject} wears ${COSTUMES.sitter} before ${settingScene('studio', undefined)}.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * What makes each look of a creation (issue 36) another painting: the first is the style as
 * it is; the others turn the composition, the time of day and the palette, as the local
 * engine's looks do (variation.ts).
 */
const LOOKS: readonly string[] = [
  '',
  'This version: the composition mirrored, the light from the other side, a warm golden palette.',
  'This version: painted at sunset, low warm light, deeper shadows.',
  'This version: painted at night by lamplight, cool blue shadows, a quieter palette.',
  'This version: a closer, more intimate framing, soft diffuse light, rich saturated colours.',
];

/** The words for look `look`: after the first, the looks repeat in turn. */
export function lookWords(look: number): string {
  if (look <= 0) return '';
  return LOOKS[1 + ((look - 1) % (LOOKS.length - 1))] ?? '';
}

/**
 * The prompt for one request: the art direction, then the rules that keep the shopper in the
 * picture. Pure, so every style's wording is testable without the network.
 */
export function buildArtPrompt(direction: ArtDirection, gender: Gender, look = 0): string {
  const subject = SUBJECT[gender];
  const lead =
    direction.kind === 'style'
      ? stylePrompt(direction.styleId, subject)
      : `Paint this photo of a ${subject} as the customer described: "${direction.prompt.trim()}". ${lookPrompt(readNamedLook(direction.prompt), subject)}`;
  return [
    lead,
    lookWords(look),
    `Replace the ${subject}'s own clothes with the costume; keep their face, facial features, skin tone and expression faithful to the photo so they are clearly recognisable as the same person.`,
    `Show exactly one person: the ${subject} from the photo, head and shoulders well framed.`,
    'Paint edge to edge with no frame or border. No text, letters, logos, watermarks or signatures.',
  ]
    .filter(Boolean)
    .join(' ');
}
