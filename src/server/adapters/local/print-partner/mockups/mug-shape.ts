/**
 * An 11oz mug (3.25 in across, 3.75 in tall) seen from a little above, on a 900 px square scene.
 * The body's light is one function of the angle round the cylinder, used both for the SVG body
 * and for the print wrapped on it, so ink and glaze are lit alike.
 */
export type MugFinish = 'white' | 'black';
export type HandleSide = 'left' | 'right';

export const SCENE_PX = 900;
export const RADIUS = 215;
export const BODY_HEIGHT = Math.round(RADIUS * 2 * (3.75 / 3.25));
/** Half-height of the rim ellipse: how far above the mug the camera is. */
export const RIM = Math.round(RADIUS * 0.17);
export const TOP = 170;
const HANDLE_REACH = 120;

/** Where the cylinder's axis sits: the mug and handle together are centred. */
export function axisX(side: HandleSide): number {
  return SCENE_PX / 2 + (side === 'right' ? -HANDLE_REACH / 2 : HANDLE_REACH / 2);
}

/** Printable band: most of the height, a little more than the visible half round. */
export const PRINT_BAND = { top: TOP + 40, height: BODY_HEIGHT - 74, maxAngle: 1.22 } as const;

export interface Glaze {
  base: number;
  /** Strength of the glossy reflections, in 0-255 units. */
  gloss: number;
}

export const GLAZES: Record<MugFinish, Glaze> = {
  white: { base: 246, gloss: 70 },
  black: { base: 30, gloss: 115 },
};

/** Diffuse light of the surface at `angle` (radians, 0 faces the camera). */
export function diffuse(angle: number): number {
  return 0.5 + 0.52 * Math.max(0, Math.cos(angle + 0.55));
}

/** Reflections of a window at the upper left and a fill light at the right edge. */
export function gloss(angle: number): number {
  const key = Math.exp(-(((angle + 0.42) / 0.09) ** 2));
  const rim = 0.35 * Math.exp(-(((angle - 1.2) / 0.12) ** 2));
  return key + rim;
}

function glazeAt(glaze: Glaze, value: number, angle: number): number {
  return value * diffuse(angle) + glaze.gloss * gloss(angle);
}

function hex(value: number): string {
  const v = Math.max(0, Math.min(255, Math.round(value)));
  return `#${v.toString(16).padStart(2, '0').repeat(3)}`;
}

function bodyGradient(glaze: Glaze, cx: number): string {
  const stops: string[] = [];
  for (let i = 0; i <= 64; i++) {
    const s = -1 + (2 * i) / 64;
    const angle = Math.asin(Math.max(-1, Math.min(1, s)));
    stops.push(
      `<stop offset="${(i / 64).toFixed(4)}" stop-color="${hex(glazeAt(glaze, glaze.base, angle))}"/>`,
    );
  }
  return (
    `<linearGradient id="body" gradientUnits="userSpaceOnUse" x1="${cx - RADIUS}" x2="${cx + RADIUS}" y1="0" y2="0">` +
    `${stops.join('')}</linearGradient>`
  );
}

function handle(side: HandleSide, cx: number, glaze: Glaze): string {
  const dir = side === 'right' ? 1 : -1;
  const x0 = cx + dir * (RADIUS - 20);
  const x1 = cx + dir * (RADIUS + HANDLE_REACH);
  const y0 = TOP + 80;
  const y1 = TOP + BODY_HEIGHT - 140;
  const d = `M ${x0} ${y0} C ${x1} ${y0 - 20} ${x1 + dir * 10} ${y1 + 30} ${x0} ${y1}`;
  const shade = hex(glazeAt(glaze, glaze.base, dir * 1.25));
  const lit = hex(glazeAt(glaze, glaze.base, 0) + glaze.gloss * 0.25);
  const edge = hex(glaze.base * 0.8);
  return (
    `<path d="${d}" stroke="${edge}" stroke-width="46" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="${shade}" stroke-width="40" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="${lit}" stroke-width="14" stroke-linecap="round" fill="none" transform="translate(${-dir * 6} -6)" opacity="0.6"/>`
  );
}

/** The mug without its print: handle, glazed body, rim and the inside. */
export function mugSvg(finish: MugFinish, side: HandleSide): string {
  const glaze = GLAZES[finish];
  const cx = axisX(side);
  const left = cx - RADIUS;
  const right = cx + RADIUS;
  const bottom = TOP + BODY_HEIGHT;
  const body =
    `M ${left} ${TOP} L ${left} ${bottom} A ${RADIUS} ${RIM} 0 0 0 ${right} ${bottom} ` +
    `L ${right} ${TOP} A ${RADIUS} ${RIM} 0 0 1 ${left} ${TOP} Z`;
  const inside = hex(glaze.base * 0.72);
  const insideFar = hex(glaze.base * 0.95 + 8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_PX}" height="${SCENE_PX}">` +
    `<defs>${bodyGradient(glaze, cx)}` +
    '<linearGradient id="inside" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${insideFar}"/><stop offset="1" stop-color="${inside}"/></linearGradient></defs>` +
    handle(side, cx, glaze) +
    `<path d="${body}" fill="url(#body)"/>` +
    `<ellipse cx="${cx}" cy="${TOP}" rx="${RADIUS}" ry="${RIM}" fill="url(#inside)"/>` +
    `<ellipse cx="${cx}" cy="${TOP}" rx="${RADIUS - 3}" ry="${RIM - 2}" fill="none" stroke="${hex(glaze.base + glaze.gloss * 0.4)}" stroke-width="5"/>` +
    '</svg>'
  );
}
