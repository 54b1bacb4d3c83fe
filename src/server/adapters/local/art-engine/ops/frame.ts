/*
 * SVG builders for picture frames. A moulding is four mitred sides, each shaded across its
 * width by the profile's colours, darker on the sides turned away from the light.
 */

export interface Moulding {
  /** Unique prefix for gradient ids inside one SVG document. */
  id: string;
  /** Width of the moulding in pixels. */
  thickness: number;
  /** Colours across the moulding, from the outer edge to the picture. */
  profile: string[];
  /** Distance from the artwork's edge, for frames nested in another. */
  inset?: number;
}

function stops(profile: string[]): string {
  return profile
    .map(
      (colour, i) =>
        `<stop offset="${(i / Math.max(1, profile.length - 1)).toFixed(3)}" stop-color="${colour}"/>`,
    )
    .join('');
}

export function moulding(width: number, height: number, spec: Moulding): string {
  const { id, thickness: t, profile, inset: o = 0 } = spec;
  const l = o;
  const r = width - o;
  const top = o;
  const b = height - o;
  const gradient = (name: string, x1: number, y1: number, x2: number, y2: number) =>
    `<linearGradient id="${id}-${name}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(profile)}</linearGradient>`;
  const side = (name: string, points: number[][], shade: string) => {
    const path = points.map(([x, y]) => `${x},${y}`).join(' ');
    return `<polygon points="${path}" fill="url(#${id}-${name})"/><polygon points="${path}" fill="${shade}"/>`;
  };
  return [
    '<defs>',
    gradient('top', 0, top, 0, top + t),
    gradient('bottom', 0, b, 0, b - t),
    gradient('left', l, 0, l + t, 0),
    gradient('right', r, 0, r - t, 0),
    '</defs>',
    side(
      'top',
      [
        [l, top],
        [r, top],
        [r - t, top + t],
        [l + t, top + t],
      ],
      'rgba(255,255,255,0.10)',
    ),
    side(
      'left',
      [
        [l, top],
        [l + t, top + t],
        [l + t, b - t],
        [l, b],
      ],
      'rgba(255,255,255,0.03)',
    ),
    side(
      'bottom',
      [
        [l, b],
        [l + t, b - t],
        [r - t, b - t],
        [r, b],
      ],
      'rgba(0,0,0,0.28)',
    ),
    side(
      'right',
      [
        [r, top],
        [r, b],
        [r - t, b - t],
        [r - t, top + t],
      ],
      'rgba(0,0,0,0.16)',
    ),
  ].join('');
}

/** A soft shadow the frame casts on the picture's edge. */
export function innerShadow(width: number, height: number, inset: number, depth: number): string {
  const rings = [0.35, 0.22, 0.12, 0.06];
  return rings
    .map((opacity, i) => {
      const stroke = (depth * (i + 1)) / rings.length;
      return `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="rgba(0,0,0,${opacity})" stroke-width="${stroke * 2}"/>`;
    })
    .join('');
}

/** Round beads along a rectangle, as on gilded and carved mouldings. */
export function beads(
  width: number,
  height: number,
  inset: number,
  spacing: number,
  radius: number,
  fill: string,
): string {
  const out: string[] = [];
  const across = Math.floor((width - 2 * inset) / spacing);
  const down = Math.floor((height - 2 * inset) / spacing);
  const stepX = (width - 2 * inset) / across;
  const stepY = (height - 2 * inset) / down;
  for (let i = 0; i <= across; i++) {
    const x = inset + i * stepX;
    out.push(`<circle cx="${x.toFixed(1)}" cy="${inset}" r="${radius}"/>`);
    out.push(`<circle cx="${x.toFixed(1)}" cy="${height - inset}" r="${radius}"/>`);
  }
  for (let i = 1; i < down; i++) {
    const y = inset + i * stepY;
    out.push(`<circle cx="${inset}" cy="${y.toFixed(1)}" r="${radius}"/>`);
    out.push(`<circle cx="${width - inset}" cy="${y.toFixed(1)}" r="${radius}"/>`);
  }
  return `<g fill="${fill}">${out.join('')}</g>`;
}

/** Places one ornament (drawn around 0,0 for the top-left corner) mirrored into all corners. */
export function inEveryCorner(width: number, height: number, ornament: string): string {
  return [
    `<g>${ornament}</g>`,
    `<g transform="translate(${width},0) scale(-1,1)">${ornament}</g>`,
    `<g transform="translate(0,${height}) scale(1,-1)">${ornament}</g>`,
    `<g transform="translate(${width},${height}) scale(-1,-1)">${ornament}</g>`,
  ].join('');
}
