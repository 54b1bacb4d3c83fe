/** A rectangle as shares of an image's width and height. */
export interface ShareBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The shape of one product's print file. */
export interface PrintAreaShape {
  /** The print file's width over its height. */
  aspect: number;
  /**
   * Shares of the print file's width (on each side) and height (top and bottom) that are not
   * seen from the front: a gallery-wrapped canvas's sides. The face never goes there.
   */
  wrap?: { x: number; y: number };
}

/** How an artwork fills one print area. */
export interface Composition {
  /**
   * The part of the artwork that becomes the print file, as shares of the artwork. It may reach
   * past the artwork's edges (below 0 or above 1): the picture is extended there.
   */
  window: ShareBox;
  /** Where the face lands, as shares of the print file. */
  subject: ShareBox;
}

/** Where the local engine paints the face (centre x 0.5, y 0.37): used when none was found. */
export const USUAL_SUBJECT: ShareBox = { x: 0.35, y: 0.2, width: 0.3, height: 0.34 };

// Margins round the face, in face heights or widths: room for hair and headwear above, the
// collar below, ears and shoulders either side.
const HEADROOM = 0.35;
const CHIN_ROOM = 0.3;
const SIDE_ROOM = 0.25;
/**
 * The least room kept round the face on the front, even where the artwork must be extended
 * for it: a face flush against a canvas's edge looks cut even when it is not.
 */
const MIN_ROOM = 0.1;
/** Eyes sit this far down the face box; portraits put them on the upper third line. */
const EYE_LINE = 0.42;
/**
 * A very wide print area (the mug's wrap) still shows at least this share of the artwork's
 * height, so the costume below the face and headwear above it stay; the sides are extended.
 */
const MIN_HEIGHT_SHARE = 0.6;

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

/** The subject clipped to the artwork; a missing or degenerate one is the usual face place. */
function subjectOf(subject: ShareBox | undefined): ShareBox {
  if (!subject || ![subject.x, subject.y, subject.width, subject.height].every(Number.isFinite)) {
    return USUAL_SUBJECT;
  }
  const x0 = clamp(subject.x, 0, 1);
  const y0 = clamp(subject.y, 0, 1);
  const x1 = clamp(subject.x + subject.width, 0, 1);
  const y1 = clamp(subject.y + subject.height, 0, 1);
  if (x1 - x0 < 0.005 || y1 - y0 < 0.005) return USUAL_SUBJECT;
  const inside = x0 === subject.x && y0 === subject.y && x1 === subject.x + subject.width;
  if (inside && y1 === subject.y + subject.height) return subject;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Places a window of `length` along one axis: at `ideal` if it can, within the soft range that
 * keeps the margins, then within the artwork, and always within the hard range that keeps the
 * face on the front with a little room round it. Each later rule wins over the earlier ones.
 */
function placeAxis(
  ideal: number,
  length: number,
  artLength: number,
  soft: [number, number],
  hard: [number, number],
): number {
  const withMargins = clamp(ideal, soft[0], soft[1]);
  const inArt =
    length <= artLength
      ? clamp(withMargins, 0, artLength - length)
      : clamp(withMargins, artLength - length, 0);
  return clamp(inArt, hard[0], hard[1]);
}

/**
 * The crop (or extension) of an artwork that fills a print area edge to edge: as much of the
 * picture as the print area's shape allows, the face whole and on the front, with headroom, its
 * eyes on the upper third line and centred across. `artWidth` and `artHeight` are in pixels.
 */
export function composePrintArea(
  artWidth: number,
  artHeight: number,
  shape: PrintAreaShape,
  subjectShare?: ShareBox,
): Composition {
  const { aspect } = shape;
  const wrapX = shape.wrap?.x ?? 0;
  const wrapY = shape.wrap?.y ?? 0;
  const frontX = 1 - 2 * wrapX;
  const frontY = 1 - 2 * wrapY;
  const s = subjectOf(subjectShare);
  const face = {
    left: s.x * artWidth,
    top: s.y * artHeight,
    width: s.width * artWidth,
    height: s.height * artHeight,
  };
  const faceRight = face.left + face.width;
  const faceBottom = face.top + face.height;

  // The largest window of the print area's shape inside the artwork, grown where the face and
  // its margins would not fit on the front.
  const coverHeight = Math.min(artHeight, artWidth / aspect);
  const height = Math.max(
    coverHeight,
    (face.height * (1 + HEADROOM + CHIN_ROOM)) / frontY,
    (face.width * (1 + 2 * SIDE_ROOM)) / (frontX * aspect),
    MIN_HEIGHT_SHARE * artHeight,
  );
  const width = height * aspect;
  const wrapW = wrapX * width;
  const wrapH = wrapY * height;

  const left = placeAxis(
    face.left + face.width / 2 - width / 2,
    width,
    artWidth,
    [
      faceRight + SIDE_ROOM * face.width + wrapW - width,
      face.left - SIDE_ROOM * face.width - wrapW,
    ],
    [faceRight + MIN_ROOM * face.width + wrapW - width, face.left - MIN_ROOM * face.width - wrapW],
  );
  const top = placeAxis(
    face.top + EYE_LINE * face.height - (wrapH + (frontY * height) / 3),
    height,
    artHeight,
    [
      faceBottom + CHIN_ROOM * face.height + wrapH - height,
      face.top - HEADROOM * face.height - wrapH,
    ],
    [
      faceBottom + MIN_ROOM * face.height + wrapH - height,
      face.top - MIN_ROOM * face.height - wrapH,
    ],
  );

  return {
    window: {
      x: left / artWidth,
      y: top / artHeight,
      width: width / artWidth,
      height: height / artHeight,
    },
    subject: {
      x: (face.left - left) / width,
      y: (face.top - top) / height,
      width: face.width / width,
      height: face.height / height,
    },
  };
}

/** A rectangle in whole pixels. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How to draw a composition at a size: which source pixels, and where they go. */
export interface Placement {
  /** The source's pixels that show, clipped to the source. */
  extract: PixelRect;
  /** Where they go in the print file; the rest of it is extended picture. */
  core: PixelRect;
}

/**
 * The pixels of a `source` (the artwork at any resolution) that a composition draws into a
 * `width` x `height` print file, and where.
 */
export function placeComposition(
  composition: Composition,
  source: { width: number; height: number },
  out: { width: number; height: number },
): Placement {
  const { window } = composition;
  const axis = (start: number, length: number, sourceLength: number, outLength: number) => {
    const from = Math.max(0, start);
    const to = Math.min(1, start + length);
    const sourceFrom = Math.floor(from * sourceLength);
    const sourceTo = Math.max(sourceFrom + 1, Math.ceil(to * sourceLength));
    const outFrom = Math.round(((from - start) / length) * outLength);
    const outTo = Math.max(outFrom + 1, Math.round(((to - start) / length) * outLength));
    return {
      source: [sourceFrom, sourceTo - sourceFrom] as const,
      out: [outFrom, Math.min(outLength, outTo) - outFrom] as const,
    };
  };
  const x = axis(window.x, window.width, source.width, out.width);
  const y = axis(window.y, window.height, source.height, out.height);
  return {
    extract: { left: x.source[0], top: y.source[0], width: x.source[1], height: y.source[1] },
    core: { left: x.out[0], top: y.out[0], width: x.out[1], height: y.out[1] },
  };
}

/**
 * The composition of a part of a print file (`part` in shares of it): for a mock-up that
 * shows only some of the print, as a mug's curve shows the middle of its wrap.
 */
export function composePart(composition: Composition, part: ShareBox): Composition {
  const { window, subject } = composition;
  return {
    window: {
      x: window.x + part.x * window.width,
      y: window.y + part.y * window.height,
      width: part.width * window.width,
      height: part.height * window.height,
    },
    subject: {
      x: (subject.x - part.x) / part.width,
      y: (subject.y - part.y) / part.height,
      width: subject.width / part.width,
      height: subject.height / part.height,
    },
  };
}
