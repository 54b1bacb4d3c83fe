import { CUSTOM_STYLE_ID } from '../../../shared/styles';
import { CUSTOM_STYLE_OPTION, type StyleOption } from '../styles/style-options';

/** The style the art on show was painted in, to paint four more of. */
export interface SameLook {
  styleId: string;
  styleName: string | null;
  customPrompt: string;
  /** What the shopper reads: the style's name, or their own words. */
  label: string;
  imageSrc: string;
  fallbackSrc: string;
}

/**
 * The art's own style among those offered now, or null: a style switched off since, or not
 * among them (the list still loading), cannot be painted again; the shopper's own words can.
 */
export function sameLook(
  offered: readonly StyleOption[],
  styleId: string | null,
  customPrompt: string,
): SameLook | null {
  const words = customPrompt.trim();
  if (styleId === CUSTOM_STYLE_ID) {
    if (!words) return null;
    const { imageSrc, fallbackSrc } = CUSTOM_STYLE_OPTION;
    const label = `“${words}”`;
    return { styleId, styleName: null, customPrompt: words, label, imageSrc, fallbackSrc };
  }
  const style = offered.find((option) => option.id === styleId);
  if (!style || style.disabled) return null;
  return {
    styleId: style.id,
    styleName: style.title,
    customPrompt: '',
    label: style.title,
    imageSrc: style.imageSrc,
    fallbackSrc: style.fallbackSrc,
  };
}
