import { brighten, darken, lighten, mix, scale } from './colour';
import type { CostumeLight, PixelPoint } from './costume';
import type { Box } from './frame';
import { f, type SvgLayer } from './svg';

/*
 * Light and shade laid on a costume's shapes, all from one light direction so the costume is
 * lit like the face and the scene: lit side lighter and warmer, far side darker, cast
 * shadows under what overhangs, folds and highlights that give cloth and metal their form.
 */

/** What shading needs: the layer to define gradients in, the light, and the unit length. */
export interface Brush {
  readonly layer: SvgLayer;
  /** The light's direction in the frame being drawn in. */
  readonly dir: PixelPoint;
  readonly light: CostumeLight;
  readonly u: number;
}

/** Ends of a gradient running from the lit side of `centre` to its far side. */
function across(dir: PixelPoint, centre: PixelPoint, reach: number): string {
  return `x1="${f(centre.x + dir.x * reach)}" y1="${f(centre.y + dir.y * reach)}" x2="${f(centre.x - dir.x * reach)}" y2="${f(centre.y - dir.y * reach)}"`;
}

/** A surface of colour `base` turning from the light around `centre`. */
export function litFill(
  brush: Brush,
  base: string,
  centre: PixelPoint,
  reach: number,
  contrast = 1,
): string {
  const { light } = brush;
  // Scaling rather than mixing with white keeps a dark velvet rich where the light falls.
  const lit = mix(brighten(base, 1 + 0.75 * contrast), light.key, 0.12 * contrast);
  const dark = mix(scale(base, Math.max(0.15, 1 - 0.5 * contrast)), light.shadow, 0.25);
  return brush.layer.gradient('linear', across(brush.dir, centre, reach), [
    [0, mix(lit, light.key, 0.1 * contrast)],
    [0.28, lit],
    [0.55, base],
    [0.85, dark],
    [1, scale(dark, 0.7)],
  ]);
}

/**
 * Cel shading: the same light as `litFill` in three flat bands with hard edges, as an anime
 * cel is painted.
 */
export function celFill(brush: Brush, base: string, centre: PixelPoint, reach: number): string {
  const lit = brighten(base, 1.35);
  const dark = mix(scale(base, 0.62), brush.light.shadow, 0.2);
  return brush.layer.gradient('linear', across(brush.dir, centre, reach), [
    [0, lit],
    [0.36, lit],
    [0.36, base],
    [0.68, base],
    [0.68, dark],
    [1, dark],
  ]);
}

/** Polished metal: a bright specular band on the lit side and reflected light on the far one. */
export function metalFill(brush: Brush, base: string, centre: PixelPoint, reach: number): string {
  const { light } = brush;
  const shine = mix('#ffffff', light.key, 0.3);
  return brush.layer.gradient('linear', across(brush.dir, centre, reach), [
    [0, darken(base, 0.2)],
    [0.18, lighten(base, 0.35)],
    [0.27, shine],
    [0.36, lighten(base, 0.2)],
    [0.55, darken(base, 0.25)],
    [0.78, darken(base, 0.6)],
    [0.9, mix(base, light.shadow, 0.4)],
    [1, darken(base, 0.7)],
  ]);
}

/** A soft shadow dropped by something overhanging (a chin, a collar, a brim). */
export function castShadow(
  brush: Brush,
  centre: PixelPoint,
  rx: number,
  ry: number,
  opacity: number,
): string {
  const r = Math.max(rx, ry);
  const fill = brush.layer.gradient(
    'radial',
    `cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(r)}"`,
    [
      [0, darken(brush.light.shadow, 0.6), opacity],
      [0.6, darken(brush.light.shadow, 0.6), opacity * 0.5],
      [1, '#000000', 0],
    ],
  );
  // A circle squashed into the ellipse, so the round gradient squashes with it.
  const squash = `translate(${f(centre.x)} ${f(centre.y)}) scale(${(rx / r).toFixed(3)} ${(ry / r).toFixed(3)}) translate(${f(-centre.x)} ${f(-centre.y)})`;
  return `<circle cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(r)}" fill="${fill}" transform="${squash}"/>`;
}

/**
 * Shading over a whole garment, clipped to it: the form turning away from the light, the
 * lower body falling into shade, and a sheen where the light strikes the chest and shoulder.
 * The fall into shade runs down the whole picture (`box`); only `area` is drawn.
 */
export function modelForm(
  brush: Brush,
  clip: string,
  box: Box,
  area: Box,
  top: number,
  spread: number,
  sheen = 0.12,
): string {
  const { layer, dir, u, light } = brush;
  const fall = layer.gradient(
    'linear',
    `x1="0" y1="${f(top)}" x2="0" y2="${f(box.y + box.height)}"`,
    [
      [0, '#000000', 0],
      [0.35, '#000000', 0.12],
      [1, darken(light.shadow, 0.5), 0.55],
    ],
  );
  const side = layer.gradient('linear', across(dir, { x: 0, y: top }, spread), [
    [0, '#000000', 0],
    [0.6, '#000000', 0],
    [1, darken(light.shadow, 0.4), 0.45],
  ]);
  const hx = dir.x * spread * 0.45;
  const hy = top + u * 0.55;
  const glow = layer.gradient('radial', `cx="${f(hx)}" cy="${f(hy)}" r="${f(u * 0.9)}"`, [
    [0, light.key, sheen],
    [1, light.key, 0],
  ]);
  const rect = `x="${f(area.x)}" y="${f(area.y)}" width="${f(area.width)}" height="${f(area.height)}"`;
  return `<g clip-path="${clip}"><rect ${rect} fill="${fall}"/><rect ${rect} fill="${side}"/><rect ${rect} fill="${glow}"/></g>`;
}

/** A fold: a long soft trough in the cloth, centred at (x, y), turned `angle` degrees. */
export interface Fold {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly length: number;
  readonly width: number;
}

/** A stroke with a soft edge: a few strokes of falling width, cheaper than a blur filter. */
export function softStroke(d: string, colour: string, width: number, opacity: number): string {
  return [1, 0.75, 0.5, 0.25]
    .map(
      (share) =>
        `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${(opacity / 4).toFixed(3)}" stroke-width="${f(width * share)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/**
 * Folds in cloth, clipped to the garment: each a soft elongated shadow with a lit ridge on
 * its light side, tonal shapes a painter would block in rather than drawn lines.
 */
export function drawFolds(brush: Brush, clip: string, folds: readonly Fold[], depth = 1): string {
  if (folds.length === 0) return '';
  const { layer, dir, light } = brush;
  const soft = (colour: string) => {
    const id = layer.id('fold');
    layer.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.5"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  };
  const dark = soft(darken(light.shadow, 0.5));
  const lit = soft(light.key);
  const shapes = folds.map((fold) => {
    const turn = `rotate(${fold.angle.toFixed(1)} ${f(fold.x)} ${f(fold.y)})`;
    const rx = fold.width / 2;
    const ry = fold.length / 2;
    const hx = fold.x + dir.x * fold.width * 0.55;
    const hy = fold.y + dir.y * fold.width * 0.2;
    return `<ellipse cx="${f(fold.x)}" cy="${f(fold.y)}" rx="${f(rx)}" ry="${f(ry)}" transform="${turn}" fill="${dark}" opacity="${(0.45 * depth).toFixed(2)}"/><ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(rx * 0.5)}" ry="${f(ry * 0.85)}" transform="rotate(${fold.angle.toFixed(1)} ${f(hx)} ${f(hy)})" fill="${lit}" opacity="${(0.22 * depth).toFixed(2)}"/>`;
  });
  return `<g clip-path="${clip}">${shapes.join('')}</g>`;
}

/** Light caught along a shape's edge on the lit side. */
export function rimLight(brush: Brush, d: string, width: number, opacity = 0.5): string {
  const { layer, dir, light, u } = brush;
  const stroke = layer.gradient('linear', across(dir, { x: 0, y: 0 }, u * 2), [
    [0, light.key, opacity],
    [0.45, light.key, opacity * 0.2],
    [0.6, light.key, 0],
  ]);
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linejoin="round"/>`;
}
