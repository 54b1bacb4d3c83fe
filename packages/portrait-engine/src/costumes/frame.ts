import type { CostumeInput, HeadGeometry, PixelPoint } from './costume';

/*
 * Where a costume is drawn, derived from the head alone so it fits this head: the body in a
 * frame whose origin is the pit of the neck, the headwear in one whose origin is the brow,
 * both with y down and measured in pixels.
 */

/** The cut of a garment: gender changes shoulder width, neck and neckline. */
export type Cut = 'male' | 'female' | 'middle';

export interface BodyFrame {
  /** The face width: every length of the costume is a multiple of it. */
  readonly u: number;
  readonly cut: Cut;
  /** From the body's frame to the picture's: `transform` attribute value. */
  readonly transform: string;
  /** The neck pit in the picture. */
  readonly origin: PixelPoint;
  /** The body's lean in radians: the shoulder line's angle. */
  readonly lean: number;
  /** Where the chin is, in the body's frame (y negative, above the origin). */
  readonly chinY: number;
  readonly neckHalf: number;
  /** The top of the shoulder line at its outer end. */
  readonly shoulderHalf: number;
  readonly shoulderY: number;
  /** Farther than any picture edge from the origin: shapes that must reach an edge go here. */
  readonly far: number;
  /** The picture's bottom, in the body's frame, at the origin's x. */
  readonly bottom: number;
  /** The light's direction turned into the body's frame. */
  readonly light: PixelPoint;
  /** The picture's bounds in the body's frame: where textures and overlays need drawing. */
  readonly box: Box;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface HatFrame {
  readonly u: number;
  readonly cut: Cut;
  /** From the hat's frame (origin on the brow, turned with the head) to the picture's. */
  readonly transform: string;
  readonly origin: PixelPoint;
  readonly tilt: number;
  /** Brow to the top of the hair, at least half a face width. */
  readonly headTop: number;
  readonly light: PixelPoint;
}

const SHOULDERS: Record<Cut, number> = { male: 1.55, middle: 1.4, female: 1.25 };
/** Half the neck's width where the photo shows none: a real neck is 0.55 to 0.65 of the face's width; thinner reads as a stalk. */
const NECKS: Record<Cut, number> = { male: 0.33, middle: 0.3, female: 0.28 };
/**
 * Chin to the neck pit in face widths, a little longer for the female cut. Faces measure about
 * as high (brow to chin) as wide, and collars sit at or above the pit, so this shows 0.2 to 0.4
 * of the face's height of neck above a closed collar, as in a real portrait; longer reads as a
 * bobblehead on a stalk.
 */
const NECK_LENGTHS: Record<Cut, number> = { male: 0.3, middle: 0.34, female: 0.38 };

export const cutFor = (input: CostumeInput): Cut =>
  input.gender === 'non_binary' ? 'middle' : input.gender;

const deg = (radians: number) => ((radians * 180) / Math.PI).toFixed(2);
const f = (n: number) => n.toFixed(1);

function turn(p: PixelPoint, angle: number): PixelPoint {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** A point of a frame (origin, angle) in the picture. */
export function toPicture(origin: PixelPoint, angle: number, p: PixelPoint): PixelPoint {
  const t = turn(p, angle);
  return { x: origin.x + t.x, y: origin.y + t.y };
}

/**
 * Half the shoulders' width: the cut's proportion of the face, broadened by up to a quarter
 * when the picture is much wider than the body, so a small head's shoulders still run out
 * towards the edges instead of ending in a step. More made the head look small on a giant's
 * shoulders: a real sitter's are about three face widths across.
 */
function shoulders(head: HeadGeometry, cut: Cut): number {
  const natural = SHOULDERS[cut] * head.faceWidth;
  const reach = Math.max(head.chin.x, head.width - head.chin.x) - 0.3 * head.faceWidth;
  return Math.max(natural, Math.min(natural * 1.25, reach));
}

export function bodyFrame(input: CostumeInput): BodyFrame {
  const { head } = input;
  const cut = cutFor(input);
  const u = head.faceWidth;
  const { lean } = input;
  const neckLength = NECK_LENGTHS[cut] * u;
  // Down the leaning body from the chin, so the neck runs straight from under the jaw into
  // the collar whatever the lean.
  const origin = {
    x: head.chin.x - Math.sin(lean) * neckLength,
    y: head.chin.y + Math.cos(lean) * neckLength,
  };
  const far = 3 * (head.width + head.height);
  return {
    u,
    cut,
    transform: `translate(${f(origin.x)} ${f(origin.y)}) rotate(${deg(lean)})`,
    origin,
    lean,
    chinY: -neckLength,
    neckHalf: (input.neckHalf ?? NECKS[cut]) * u,
    shoulderHalf: shoulders(head, cut),
    shoulderY: 0.4 * u,
    far,
    bottom: (head.height - origin.y) / Math.cos(lean) + Math.abs(Math.tan(lean)) * head.width,
    light: turn(input.light.from, -lean),
    box: pictureBox(head, origin, lean),
  };
}

/** The picture's corners seen from a frame, as the box that holds them. */
function pictureBox(head: HeadGeometry, origin: PixelPoint, angle: number): Box {
  const corners = [
    [0, 0],
    [head.width, 0],
    [0, head.height],
    [head.width, head.height],
  ].map(([x = 0, y = 0]) => turn({ x: x - origin.x, y: y - origin.y }, -angle));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const x = Math.min(...xs) - 2;
  const y = Math.min(...ys) - 2;
  return { x, y, width: Math.max(...xs) + 2 - x, height: Math.max(...ys) + 2 - y };
}

export function hatFrame(input: CostumeInput): HatFrame {
  const { head } = input;
  const up = { x: Math.sin(head.tilt), y: -Math.cos(head.tilt) };
  const origin = {
    x: head.chin.x + up.x * head.faceHeight,
    y: head.chin.y + up.y * head.faceHeight,
  };
  const headTop = Math.max(0.5 * head.faceWidth, (origin.y - head.crownY) / Math.cos(head.tilt));
  return {
    u: head.faceWidth,
    cut: cutFor(input),
    transform: `translate(${f(origin.x)} ${f(origin.y)}) rotate(${deg(head.tilt)})`,
    origin,
    tilt: head.tilt,
    headTop,
    light: turn(input.light.from, -head.tilt),
  };
}

/**
 * The y above which the photo's head may be hidden under a hat whose lower edge runs from
 * (-half, edgeY) to (half, edgeY) in the hat's frame: the higher end of that edge, so the hat
 * covers everything hidden.
 */
export function hideAbove(hat: HatFrame, half: number, edgeY: number): number {
  const left = toPicture(hat.origin, hat.tilt, { x: -half, y: edgeY });
  const right = toPicture(hat.origin, hat.tilt, { x: half, y: edgeY });
  return Math.min(left.y, right.y) - 0.02 * hat.u;
}
