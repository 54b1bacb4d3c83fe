import { darken, mix, scale } from './colour';
import type { SkinTone } from './costume';
import type { BodyFrame } from './frame';
import { type Brush, softStroke } from './shading';
import { f } from './svg';
import { smooth } from './torso';

/**
 * The neck and upper chest in the face's skin tone, drawn behind the head from well under the
 * jaw down to where any neckline might open: the photo's head is cut under the jaw, so this is
 * what shows between the chin and the collar, as wide as a real neck. The jaw casts its
 * shadow on it.
 */
export function drawNeck(brush: Brush, frame: BodyFrame, skin: SkinTone): string {
  const { u, chinY, neckHalf, shoulderHalf, shoulderY } = frame;
  const top = chinY - 0.45 * u;
  const w = neckHalf;
  // A column barely narrowing under the jaw, flaring into the trapezius well above the pit.
  const outline = smooth([
    [-w * 1.02, top],
    [-w, chinY + 0.08 * u],
    [-w * 1.2, -0.14 * u],
    [-w * 1.9, 0.03 * u],
    [-shoulderHalf * 0.7, shoulderY],
    [-shoulderHalf * 0.85, shoulderY + 0.6 * u],
  ]);
  const back = smooth([
    [shoulderHalf * 0.85, shoulderY + 0.6 * u],
    [shoulderHalf * 0.7, shoulderY],
    [w * 1.9, 0.03 * u],
    [w * 1.2, -0.14 * u],
    [w, chinY + 0.08 * u],
    [w * 1.02, top],
  ]).replace(/^M\S+ /, '');
  const d = `${outline} L${f(-shoulderHalf * 0.85)},${f(1.6 * u)} L${f(shoulderHalf * 0.85)},${f(1.6 * u)} L${f(shoulderHalf * 0.85)},${f(shoulderY + 0.6 * u)} ${back} Z`;
  // The skin comes lit by the scene as the face is (see `skinLighting`): only a gentle turn
  // from the light is added, so the neck keeps the face's colour and value.
  const fill = brush.layer.gradient(
    'linear',
    `x1="${f(brush.dir.x * w * 2)}" y1="${f(chinY + brush.dir.y * w * 2)}" x2="${f(-brush.dir.x * w * 2)}" y2="${f(chinY - brush.dir.y * w * 2)}"`,
    [
      [0, scale(skin.base, 1.05)],
      [0.5, skin.base],
      [1, mix(skin.base, skin.shade, 0.35)],
    ],
  );
  // The jaw's shadow on the neck: darkest right under the chin, curving up towards the ears as
  // the jaw does, gone a third of a face lower. The head is cut just under its chin (see
  // `chinDepth`), so this shadow is what the chin's edge stands on: without it the lit chin
  // met a lit neck in a line, a head set on a post.
  const jaw = brush.layer.gradient(
    'radial',
    `cx="0" cy="0" r="1" gradientTransform="translate(0 ${f(chinY - 0.25 * u)}) scale(${f(w * 2.2)} ${f(0.55 * u)})"`,
    [
      [0.4, skin.shade, 0.7],
      [0.5, skin.shade, 0.55],
      [0.75, skin.shade, 0.25],
      [1, skin.shade, 0],
    ],
  );
  // The neck is round: its sides turn from the light, the one away from it most, so the
  // column reads as a form under the jaw and not a flat post. Soft strokes down each side,
  // ending where the neck flares, so the shoulders and chest keep their own light.
  const side = (s: number) =>
    softStroke(
      `M${f(s * w * 1.02)},${f(top)} L${f(s * w)},${f(chinY + 0.08 * u)} L${f(s * w * 1.12)},${f(-0.16 * u)}`,
      skin.shade,
      w * 0.7,
      s * brush.dir.x > 0 ? 0.35 : 0.7,
    );
  const muscle = darken(skin.shade, 0.1);
  // Neck muscles running from behind the ears to the pit, and the collarbones.
  const lines = [
    `M${f(-w * 0.8)},${f(chinY)} Q${f(-w * 0.55)},${f(-0.3 * u)} ${f(-w * 0.12)},${f(-0.02 * u)}`,
    `M${f(w * 0.8)},${f(chinY)} Q${f(w * 0.55)},${f(-0.3 * u)} ${f(w * 0.12)},${f(-0.02 * u)}`,
    `M${f(-w * 0.3)},${f(0.06 * u)} Q${f(-shoulderHalf * 0.4)},${f(0.02 * u)} ${f(-shoulderHalf * 0.75)},${f(0.14 * u)}`,
    `M${f(w * 0.3)},${f(0.06 * u)} Q${f(shoulderHalf * 0.4)},${f(0.02 * u)} ${f(shoulderHalf * 0.75)},${f(0.14 * u)}`,
  ];
  return [
    `<path d="${d}" fill="${fill}"/>`,
    `<g clip-path="${brush.layer.clip(d)}">${side(-1)}${side(1)}${lines.map((l) => softStroke(l, muscle, u * 0.08, 0.15)).join('')}</g>`,
    `<path d="${d}" fill="${jaw}"/>`,
  ].join('');
}
