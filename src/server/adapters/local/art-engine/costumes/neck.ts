import { darken, mix } from './colour';
import type { SkinTone } from './costume';
import type { BodyFrame } from './frame';
import { type Brush, castShadow, litFill, softStroke } from './shading';
import { f } from './svg';
import { smooth } from './torso';

/**
 * The neck and upper chest in the face's skin tone, drawn behind the head from well under the
 * jaw down to where any neckline might open: the photo's head is cut under the jaw, so this is
 * what shows between the chin and the collar. The jaw casts its shadow on it.
 */
export function drawNeck(brush: Brush, frame: BodyFrame, skin: SkinTone): string {
  const { u, chinY, neckHalf, shoulderHalf, shoulderY } = frame;
  const top = chinY - 0.45 * u;
  const w = neckHalf;
  const outline = smooth([
    [-w * 1.02, top],
    [-w * 0.97, chinY + 0.1 * u],
    [-w * 1.08, -0.1 * u],
    [-w * 1.9, 0.02 * u],
    [-shoulderHalf * 0.9, shoulderY],
    [-shoulderHalf * 1.05, shoulderY + 0.5 * u],
  ]);
  const back = smooth([
    [shoulderHalf * 1.05, shoulderY + 0.5 * u],
    [shoulderHalf * 0.9, shoulderY],
    [w * 1.9, 0.02 * u],
    [w * 1.08, -0.1 * u],
    [w * 0.97, chinY + 0.1 * u],
    [w * 1.02, top],
  ]).replace(/^M\S+ /, '');
  const d = `${outline} L${f(-shoulderHalf * 1.05)},${f(1.6 * u)} L${f(shoulderHalf * 1.05)},${f(1.6 * u)} L${f(shoulderHalf * 1.05)},${f(shoulderY + 0.5 * u)} ${back} Z`;
  const fill = litFill(brush, mix(skin.base, skin.shade, 0.15), { x: 0, y: 0 }, u * 0.9, 0.9);
  const muscle = darken(skin.shade, 0.2);
  // Neck muscles running from behind the ears to the pit, and the collarbones.
  const lines = [
    `M${f(-w * 0.8)},${f(chinY)} Q${f(-w * 0.55)},${f(-0.3 * u)} ${f(-w * 0.12)},${f(-0.02 * u)}`,
    `M${f(w * 0.8)},${f(chinY)} Q${f(w * 0.55)},${f(-0.3 * u)} ${f(w * 0.12)},${f(-0.02 * u)}`,
    `M${f(-w * 0.3)},${f(0.06 * u)} Q${f(-shoulderHalf * 0.4)},${f(0.02 * u)} ${f(-shoulderHalf * 0.75)},${f(0.14 * u)}`,
    `M${f(w * 0.3)},${f(0.06 * u)} Q${f(shoulderHalf * 0.4)},${f(0.02 * u)} ${f(shoulderHalf * 0.75)},${f(0.14 * u)}`,
  ];
  return [
    `<path d="${d}" fill="${fill}"/>`,
    ...lines.map((l) => softStroke(l, muscle, u * 0.08, 0.35)),
    castShadow(brush, { x: -brush.dir.x * u * 0.08, y: chinY + 0.08 * u }, w * 1.3, u * 0.28, 0.75),
    castShadow(brush, { x: 0, y: 0.15 * u }, w * 2.2, u * 0.2, 0.25),
  ].join('');
}
