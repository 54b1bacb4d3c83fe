/*
 * SVG trims that run round a frame: rivets, knotwork and rope.
 */

const fixed = (n: number) => n.toFixed(1);

/** Round rivet heads along the four sides of a rectangle inset by `inset`. */
export function rivets(width: number, height: number, inset: number, spacing: number, r: number) {
  const out: string[] = [];
  const row = (x0: number, y0: number, x1: number, y1: number) => {
    const count = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / spacing));
    for (let i = 0; i <= count; i++) {
      const x = x0 + ((x1 - x0) * i) / count;
      const y = y0 + ((y1 - y0) * i) / count;
      out.push(`<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r)}" fill="url(#rivet)"/>`);
    }
  };
  row(inset, inset, width - inset, inset);
  row(inset, height - inset, width - inset, height - inset);
  row(inset, inset, inset, height - inset);
  row(width - inset, inset, width - inset, height - inset);
  return [
    '<defs><radialGradient id="rivet" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#f2f2f2"/><stop offset="0.5" stop-color="#8a8a8a"/><stop offset="1" stop-color="#2a2a2a"/></radialGradient></defs>',
    ...out,
  ].join('');
}

/** Two interlaced waves along a rectangle's sides: a simple knotwork band. */
export function knotwork(
  width: number,
  height: number,
  inset: number,
  amplitude: number,
  colour: string,
) {
  const wave = (length: number, phase: number) => {
    const steps = Math.round(length / 6);
    const period = amplitude * 5;
    const points: string[] = [];
    for (let i = 0; i <= steps; i++) {
      const along = (i / steps) * length;
      points.push(
        `${fixed(along)},${fixed(Math.sin((along / period) * Math.PI * 2 + phase) * amplitude)}`,
      );
    }
    return points.join(' ');
  };
  const band = (length: number) =>
    [0, Math.PI]
      .map(
        (phase) =>
          `<polyline points="${wave(length, phase)}" fill="none" stroke="#140d06" stroke-width="${fixed(amplitude * 0.75)}"/><polyline points="${wave(length, phase)}" fill="none" stroke="${colour}" stroke-width="${fixed(amplitude * 0.42)}"/>`,
      )
      .join('');
  return [
    `<g transform="translate(0,${fixed(inset)})">${band(width)}</g>`,
    `<g transform="translate(0,${fixed(height - inset)})">${band(width)}</g>`,
    `<g transform="translate(${fixed(inset)},0) rotate(90)">${band(height)}</g>`,
    `<g transform="translate(${fixed(width - inset)},0) rotate(90)">${band(height)}</g>`,
  ].join('');
}

/** A twisted rope laid along a rectangle inset by `inset`: strands as slanted ovals. */
export function rope(width: number, height: number, inset: number, thickness: number) {
  const strands: string[] = [];
  const step = thickness * 0.42;
  const side = (x0: number, y0: number, x1: number, y1: number) => {
    const length = Math.hypot(x1 - x0, y1 - y0);
    const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI + 55;
    for (let along = 0; along < length; along += step) {
      const x = x0 + ((x1 - x0) * along) / length;
      const y = y0 + ((y1 - y0) * along) / length;
      strands.push(
        `<ellipse cx="${fixed(x)}" cy="${fixed(y)}" rx="${fixed(thickness * 0.62)}" ry="${fixed(thickness * 0.24)}" transform="rotate(${angle.toFixed(0)} ${fixed(x)} ${fixed(y)})"/>`,
      );
    }
  };
  side(inset, inset, width - inset, inset);
  side(width - inset, inset, width - inset, height - inset);
  side(width - inset, height - inset, inset, height - inset);
  side(inset, height - inset, inset, inset);
  return `<g fill="#c49a5c" stroke="#4a2f14" stroke-width="${fixed(thickness * 0.08)}">${strands.join('')}</g>`;
}
