import type { Gender, StyleId } from '../vocabulary';

/** A point in the pixels of the picture being painted. */
export interface PixelPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Where the shopper's head is in the picture being painted, in its pixels: what a costume is
 * drawn for, so it fits this head rather than being stamped on at one size.
 */
export interface HeadGeometry {
  /** The picture's size. */
  readonly width: number;
  readonly height: number;
  /** The middle of the face (between the eyes and the mouth). */
  readonly faceCenter: PixelPoint;
  /** Cheek to cheek. Shoulders, collars and hats scale from it. */
  readonly faceWidth: number;
  /** Brow to chin. */
  readonly faceHeight: number;
  /** The bottom of the jaw: everything below it is costume. */
  readonly chin: PixelPoint;
  /** The top of the head, hair included. */
  readonly crownY: number;
  /** The eye line's angle in radians; positive when the head leans towards the picture's right. */
  readonly tilt: number;
}

/** The scene's light, so the costume is shaded from the same side as the face and the scene. */
export interface CostumeLight {
  /** A unit vector pointing from the person towards the light, in picture coordinates (y down). */
  readonly from: PixelPoint;
  /** Colour of the key light on lit surfaces, '#rrggbb'. */
  readonly key: string;
  /** Colour the shadows fall into, '#rrggbb'. */
  readonly shadow: string;
}

/** The face's skin, sampled from the photo, for the neck and any bare skin a costume shows. */
export interface SkinTone {
  readonly base: string;
  readonly shade: string;
}

export interface CostumeInput {
  readonly head: HeadGeometry;
  /**
   * How far the face is turned (see `faceTurn`): -1 looking towards the picture's left, 1
   * towards its right, 0 from the front. The side of the head the viewer sees is the other one.
   */
  readonly turn: number;
  /**
   * The shoulder line's angle in radians (see `bodyTilt`): the body is drawn turned by it
   * about the pit of the neck, so the costume follows the sitter's own shoulders.
   */
  readonly lean: number;
  /**
   * Half the sitter's neck width in face widths as the photo shows it (see `readPhotoNeck`):
   * the drawn neck and every collar's opening take it. Absent: the cut's usual neck.
   */
  readonly neckHalf?: number;
  readonly gender: Gender;
  readonly light: CostumeLight;
  readonly skin: SkinTone;
}

/**
 * A costume as SVG fragments (no `<svg>` wrapper; `<defs>` allowed, ids prefixed by the
 * costume's name) in the picture's pixels, laid in this order: scene, `behind`, the photo's
 * head, `front`, `headwear`.
 */
export interface CostumeLayers {
  /** Under the head: cloak backs, hat backs and hoods, auras, and the neck in the skin tone. */
  readonly behind: string;
  /** Over the head's lower edge: the body, collar and chest down to the picture's bottom. */
  readonly front: string;
  /** Over the hair: hats, helmets, visors. Empty when the style wears none. */
  readonly headwear: string;
  /**
   * Above this y (pixels) the photo's head is hidden because the headwear takes its place (a
   * cap or the top of the hair would otherwise poke through a hat). Absent: the head is kept.
   */
  readonly hideHeadAbove?: number;
}

/**
 * Every costume the engine draws: one per style, and the custom descriptions' extra roles. The
 * sitter is the plain painted garment of a description that names no role.
 */
export type CostumeId = StyleId | 'astronaut' | 'sitter';

/** Draws one costume for one head. Pure: the same input gives the same SVG. */
export type CostumeDrawer = (input: CostumeInput) => CostumeLayers;
