/**
 * The t-shirt drawn as SVG on a 1000 x 1000 board: a ghost-mannequin front view. Colour is not
 * drawn here; the shapes are rendered as a silhouette mask and a grey shading map (128 = flat
 * light) that the mock-up multiplies into each colour and into the print. Nothing here uses SVG
 * filters: the SVG renderer blurs slowly, so soft layers are blurred by sharp instead.
 */
export interface BoardView {
  /** The part of the board shown, in board units. */
  x: number;
  y: number;
  size: number;
  /** Output pixels per side. */
  px: number;
}

/** Where the artwork is printed, in board units: Printify's 12 x 16 in front area. */
export const PRINT_AREA = { x: 352, y: 232, width: 296, height: 395 } as const;

const OUTLINE = [
  'M 394 120',
  'Q 500 96 606 120',
  'Q 690 142 762 160',
  'C 812 190 862 270 892 360',
  'Q 835 392 778 414',
  'Q 748 380 714 348',
  'C 706 520 708 720 702 906',
  'Q 500 922 298 906',
  'C 292 720 294 520 286 348',
  'Q 252 380 222 414',
  'Q 165 392 108 360',
  'C 138 270 188 190 238 160',
  'Q 310 142 394 120 Z',
].join(' ');

/** The inside of the back of the shirt, seen through the neck opening. */
const NECK_INSIDE =
  'M 394 120 Q 500 96 606 120 C 590 160 550 186 500 188 C 450 186 410 160 394 120 Z';
const FRONT_NECKLINE = 'M 394 120 C 410 160 450 186 500 188 C 550 186 590 160 606 120';
const RIB_EDGE = 'M 402 134 C 420 174 456 204 500 206 C 544 204 580 174 598 134';

function svgDocument(view: BoardView, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.px}" height="${view.px}" ` +
    `viewBox="${view.x} ${view.y} ${view.size} ${view.size}">${body}</svg>`
  );
}

export function silhouetteSvg(view: BoardView, offsetX = 0, offsetY = 0): string {
  return svgDocument(
    view,
    '<rect x="-100" y="-100" width="1200" height="1200" fill="#000"/>' +
      `<path d="${OUTLINE}" fill="#fff" transform="translate(${offsetX} ${offsetY})"/>`,
  );
}

/** Board units of blur for the shadow the shirt throws on the backdrop. */
export const SHADOW = { blur: 16, offsetX: 10, offsetY: 22 } as const;
/** Board units of blur for the soft shading layer. */
export const SOFT_BLUR = 9;

const grey = (value: number) => `rgb(${value},${value},${value})`;

/** A crease: a dark valley beside a lit ridge; blurred, it melts into the cloth. */
function fold(d: string, depth: number, width: number): string {
  return (
    `<path d="${d}" stroke="${grey(128 + depth)}" stroke-width="${width}" fill="none" transform="translate(-5 -3)"/>` +
    `<path d="${d}" stroke="${grey(128 - depth)}" stroke-width="${width}" fill="none"/>`
  );
}

const FOLDS = [
  fold('M 296 366 C 350 420 392 470 420 548', 40, 14),
  fold('M 704 366 C 650 420 608 470 580 548', 40, 14),
  fold('M 304 500 C 344 560 356 630 344 716', 30, 16),
  fold('M 694 540 C 660 610 660 690 680 770', 30, 16),
  fold('M 320 826 C 420 796 530 800 660 840', 30, 18),
  fold('M 400 880 C 440 850 500 846 560 872', 22, 14),
  fold('M 136 330 C 176 298 220 288 254 298', 34, 12),
  fold('M 864 330 C 824 298 780 288 746 298', 34, 12),
  fold('M 480 660 C 494 740 486 810 462 884', 20, 20),
].join('');

const CLIP = `<clipPath id="shirt"><path d="${OUTLINE}"/></clipPath>`;

/** Light, the sides turning away from it, folds and seam shadows: everything to be blurred. */
export function softShadingSvg(view: BoardView): string {
  const defs =
    `<defs>${CLIP}` +
    '<linearGradient id="light" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${grey(146)}"/><stop offset="1" stop-color="${grey(114)}"/></linearGradient>` +
    '<linearGradient id="sides" x1="286" x2="714" y1="0" y2="0" gradientUnits="userSpaceOnUse">' +
    `<stop offset="0" stop-color="${grey(0)}" stop-opacity="0.5"/>` +
    `<stop offset="0.14" stop-color="${grey(0)}" stop-opacity="0"/>` +
    `<stop offset="0.86" stop-color="${grey(0)}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${grey(0)}" stop-opacity="0.5"/></linearGradient>` +
    '</defs>';
  const body =
    `<rect x="-100" y="-100" width="1200" height="1200" fill="${grey(128)}"/>` +
    '<g clip-path="url(#shirt)">' +
    '<rect x="0" y="0" width="1000" height="1000" fill="url(#light)"/>' +
    '<rect x="280" y="330" width="440" height="600" fill="url(#sides)"/>' +
    `<path d="M 238 162 C 262 230 276 300 288 352 M 762 162 C 738 230 724 300 712 352" stroke="${grey(84)}" stroke-width="8" fill="none"/>` +
    FOLDS +
    `<path d="${RIB_EDGE}" stroke="${grey(100)}" stroke-width="5" fill="none"/>` +
    '</g>';
  return svgDocument(view, defs + body);
}

/** Seams, stitching and the neck opening, drawn sharp over the soft layer. */
export function crispShadingSvg(view: BoardView): string {
  const defs =
    `<defs>${CLIP}` +
    '<linearGradient id="inside" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${grey(98)}"/><stop offset="0.45" stop-color="${grey(78)}"/>` +
    `<stop offset="1" stop-color="${grey(94)}"/></linearGradient>` +
    '</defs>';
  const stitches = `stroke="${grey(108)}" stroke-width="2" stroke-dasharray="6 4" fill="none"`;
  const body =
    '<g clip-path="url(#shirt)">' +
    `<path d="M 238 162 C 262 230 276 300 288 352 M 762 162 C 738 230 724 300 712 352" stroke="${grey(96)}" stroke-width="2" fill="none"/>` +
    `<path d="M 298 878 Q 500 894 702 878" ${stitches}/>` +
    `<path d="M 298 886 Q 500 902 702 886" ${stitches}/>` +
    `<path d="M 118 334 Q 172 366 230 388 M 882 334 Q 828 366 770 388" ${stitches}/>` +
    `<path d="${NECK_INSIDE}" fill="url(#inside)"/>` +
    `<path d="M 404 126 Q 500 104 596 126" stroke="${grey(120)}" stroke-width="14" fill="none"/>` +
    `<path d="${FRONT_NECKLINE}" stroke="${grey(150)}" stroke-width="4" fill="none"/>` +
    `<path d="${RIB_EDGE}" stroke="${grey(104)}" stroke-width="1.5" stroke-dasharray="5 3" fill="none"/>` +
    '</g>';
  return svgDocument(view, defs + body);
}
