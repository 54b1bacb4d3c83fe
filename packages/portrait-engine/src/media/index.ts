import type { Raster } from '../raster';
import type { Medium, Palette } from '../vocabulary';
import { charcoal } from './charcoal';
import { comic } from './comic';
import { ink } from './ink';
import { gradeToPalette } from './palette-grade';
import { pastel } from './pastel';
import { pencil } from './pencil';
import { popArt } from './pop-art';
import { watercolour } from './watercolour';

export { gradeToPalette };

/**
 * Repaints a whole picture (person, costume and scene together) in one medium. Pure: a new
 * picture, the input untouched. Only pop art takes the palette into its inks; the others are
 * graded onto it by `gradeToPalette` before or after, as the look wants.
 */
export type MediumFilter = (picture: Raster, palette?: Palette) => Promise<Raster>;

/** Every medium but oil, whose brushwork is the engine's own painting pass. */
export const MEDIUM_FILTERS: Record<Exclude<Medium, 'oil'>, MediumFilter> = {
  watercolour,
  charcoal,
  pencil,
  pastel,
  ink,
  pop_art: popArt,
  comic,
};

/** Media drawn in colour, graded onto the look's palette before they are drawn. */
const COLOUR_MEDIA: ReadonlySet<Medium> = new Set(['watercolour', 'pastel', 'comic']);
/** How far a colour medium's picture is moved onto the palette: the photo's own hues still show. */
const PALETTE_STRENGTH = 0.55;

/**
 * A custom look's medium over the whole picture, with its palette where the medium has
 * colour: watercolour, pastel and comic are graded onto it first, pop art prints in it,
 * charcoal, pencil and ink stay without colour. (Oil is the engine's own painting pass; grade
 * it with `gradeToPalette`.)
 */
export function paintInMedium(
  picture: Raster,
  medium: Exclude<Medium, 'oil'>,
  palette?: Palette,
): Promise<Raster> {
  const graded =
    palette && COLOUR_MEDIA.has(medium)
      ? gradeToPalette(picture, palette, PALETTE_STRENGTH)
      : picture;
  return MEDIUM_FILTERS[medium](graded, palette);
}
