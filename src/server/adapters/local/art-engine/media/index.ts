import type { Medium, Palette } from '../../../../domain/art/custom-look';
import type { Raster } from '../raster';
import { charcoal } from './charcoal';
import { comic } from './comic';
import { ink } from './ink';
import { pastel } from './pastel';
import { pencil } from './pencil';
import { popArt } from './pop-art';
import { watercolour } from './watercolour';

export { gradeToPalette } from './palette-grade';

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
