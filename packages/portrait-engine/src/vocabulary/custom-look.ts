import type { StyleId } from './styles';

/** How a custom picture is painted: the shopper's medium words pick one of these. */
export const MEDIA = [
  'oil',
  'watercolour',
  'charcoal',
  'pencil',
  'pastel',
  'ink',
  'pop_art',
  'comic',
] as const;
export type Medium = (typeof MEDIA)[number];

/** Where a custom picture is set. */
export const SETTINGS = ['sea', 'forest', 'space', 'city', 'castle', 'studio'] as const;
export type Setting = (typeof SETTINGS)[number];

/** The light and time of day of a custom picture. */
export const MOODS = ['day', 'night', 'sunset', 'stormy'] as const;
export type Mood = (typeof MOODS)[number];

/**
 * The costumes a description can ask for: each style's, an astronaut's, and the sitter's
 * plain clothes of a portrait sitting, worn when no role is named.
 */
export type CustomRole = StyleId | 'astronaut' | 'sitter';

/** A palette: the colours the picture is graded towards, '#rrggbb', darkest first. */
export interface Palette {
  readonly name: string;
  readonly colours: readonly string[];
}

/**
 * What a shopper's own description asks for, read from its words. Every part is optional
 * except the medium: a description with no recognised word still gets a painted look of its
 * own (see read-description.ts). `words` are the phrases shown to the shopper as
 * "Painted as: …", in the order they were recognised.
 */
export interface CustomLook {
  readonly medium: Medium;
  /** The costume worn; read-description always sets it ('sitter' when no role is named). */
  readonly role?: CustomRole;
  /** Absent when a style's role is named without a setting: that style's own scene is used. */
  readonly setting?: Setting;
  readonly mood?: Mood;
  readonly palette?: Palette;
  readonly words: readonly string[];
}
