import type { PromptStyle } from '../../../shared/api/generation';
import {
  CUSTOM_STYLE_ID,
  isStyleId,
  PREFERRED_STYLE_ID,
  type StyleId,
} from '../../../shared/styles';

/** A style as the screens show it: what the API names, plus what the client derives. */
export interface StyleOption {
  /** The style id sent with the upload; 'custom' for the shopper's own description. */
  id: string;
  title: string;
  description: string;
  /** The thumbnail, or the fallback when the API has none. */
  imageSrc: string;
  /** Shown when the thumbnail fails to load. */
  fallbackSrc: string;
  imageAlt: string;
  /** Shown, but cannot be chosen (SPEC §3: the picker's `disabled`). */
  disabled: boolean;
}

const DESCRIPTIONS: Record<StyleId, string> = {
  royal_oil_paint: 'A regal oil portrait with rich glazes and a gilded air.',
  caravaggio: 'Dramatic Renaissance light and shadow, as the old masters painted it.',
  heroic_fantasy_warrior: 'Armour, banners and the glow of an epic quest.',
  hearth_forged_raider: 'A fur-clad Norse raider, lit by fire and frost.',
  imperial_equestrian_commander: 'A stately commander in the grand style of imperial portraits.',
  power_up_warrior: 'Bold anime energy, crackling with power.',
  commanding_wizard: 'Robes, runes and a spell about to be cast.',
  fierce_pirate_captain: 'Sea spray, a tricorn hat and a captain nobody crosses.',
  cyberpunk_hero: 'Neon rain and chrome in a city that never sleeps.',
};

const GENERIC_DESCRIPTION = 'A one-of-a-kind art style for your portrait.';

/** The fallback image served by the app for a style (public/styles/<id>.svg). */
export function fallbackImageSrc(styleId: string): string {
  const known = isStyleId(styleId) || styleId === CUSTOM_STYLE_ID;
  return `/styles/${known ? styleId : 'generic'}.svg`;
}

/** The client's own style: the shopper describes the art in words (SPEC §3). */
export const CUSTOM_STYLE_OPTION: StyleOption = {
  id: CUSTOM_STYLE_ID,
  title: 'Make My Own',
  description: 'Describe your own art style in a few words and we will paint you in it.',
  imageSrc: fallbackImageSrc(CUSTOM_STYLE_ID),
  fallbackSrc: fallbackImageSrc(CUSTOM_STYLE_ID),
  imageAlt: 'Palette and brushes for an art style you describe yourself',
  disabled: false,
};

function toStyleOption(style: PromptStyle): StyleOption {
  const fallbackSrc = fallbackImageSrc(style.id);
  return {
    id: style.id,
    title: style.label,
    description: isStyleId(style.id) ? DESCRIPTIONS[style.id] : GENERIC_DESCRIPTION,
    imageSrc: style.thumbnail_url || fallbackSrc,
    fallbackSrc,
    imageAlt: `A portrait painted in the ${style.label} style`,
    disabled: style.disabled ?? false,
  };
}

/**
 * The styles the carousel and chip picker offer: the API's, then 'Make My Own'. When the styles
 * call failed the list is empty, so only the custom style remains (SPEC §7).
 */
export function styleOptions(styles: readonly PromptStyle[] | undefined): StyleOption[] {
  const named = (styles ?? []).filter((style) => style.id !== CUSTOM_STYLE_ID).map(toStyleOption);
  return [...named, CUSTOM_STYLE_OPTION];
}

/** The slide that shows a chosen style; null when nothing is chosen or the style is not offered. */
export function slideIndexForStyle(
  options: readonly StyleOption[],
  styleId: string | null,
): number | null {
  if (styleId === null) return null;
  const index = options.findIndex((option) => option.id === styleId);
  return index === -1 ? null : index;
}

/** The style a slide shows; null for an index outside the list. */
export function styleAtSlide(options: readonly StyleOption[], index: number): StyleOption | null {
  return options[index] ?? null;
}

/**
 * The style the shopper picks by bringing slide `index` into view: none when the slide shows
 * the style already chosen, a disabled style, or no style at all.
 */
export function styleToPick(
  options: readonly StyleOption[],
  index: number,
  selectedStyleId: string | null,
): StyleOption | null {
  const option = styleAtSlide(options, index);
  if (!option || option.disabled || option.id === selectedStyleId) return null;
  return option;
}

/**
 * The style preselected when a photo is chosen and none was picked (SPEC §4): Royal Portrait
 * when offered, else the first named style; null when only 'Make My Own' is left. A disabled
 * style is never preselected.
 */
export function preselectedStyle(options: readonly StyleOption[]): StyleOption | null {
  const named = options.filter((option) => option.id !== CUSTOM_STYLE_ID && !option.disabled);
  return named.find((option) => option.id === PREFERRED_STYLE_ID) ?? named[0] ?? null;
}
