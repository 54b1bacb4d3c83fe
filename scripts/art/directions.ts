export {
  directionName,
  SHEET_DIRECTIONS as DIRECTIONS,
} from '@masterpiece-me/portrait-engine/testing';

/** Indices from a comma-separated variable, or all of them. */
export const chosen = (all: number, variable: string | undefined) =>
  variable ? variable.split(',').map(Number) : Array.from({ length: all }, (_, i) => i);
