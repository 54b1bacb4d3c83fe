import { createRandom, seedFrom } from '../prng';
import type { CostumeInput, CostumeLayers } from './costume';
import { type BodyFrame, bodyFrame, type HatFrame, hatFrame } from './frame';
import { drawNeck } from './neck';
import { type Brush, drawFolds, type Fold, litFill, modelForm, rimLight } from './shading';
import { pathBox, SvgLayer } from './svg';
import { mottle } from './textures';

/*
 * What every costume module starts from: its frames, one layer per slot with a brush for
 * each, a seeded random source, and the modelled garment every costume is mostly made of.
 */

export interface Tailor {
  readonly input: CostumeInput;
  readonly body: BodyFrame;
  readonly hat: HatFrame;
  readonly random: () => number;
  /** Brushes on the `behind`, `front` and `headwear` layers (the last in the hat's frame). */
  readonly behind: Brush;
  readonly front: Brush;
  readonly headwear: Brush;
}

export function tailor(name: string, input: CostumeInput): Tailor {
  const body = bodyFrame(input);
  const hat = hatFrame(input);
  const brush = (layer: SvgLayer, dir = body.light): Brush => ({
    layer,
    dir,
    light: input.light,
    u: body.u,
  });
  return {
    input,
    body,
    hat,
    random: createRandom(seedFrom(name)),
    behind: brush(new SvgLayer(`${name}-b`)),
    front: brush(new SvgLayer(`${name}-f`)),
    headwear: brush(new SvgLayer(`${name}-h`), hat.light),
  };
}

/** The layers, each drawn in its frame; the neck always goes first behind the head. */
export function finish(
  t: Tailor,
  parts: { behind?: string; front: string; headwear?: string; hideHeadAbove?: number },
): CostumeLayers {
  const { behind, front, headwear } = t;
  behind.layer.add(
    `<g transform="${t.body.transform}">${parts.behind ?? ''}${drawNeck(behind, t.body, t.input.skin)}</g>`,
  );
  front.layer.add(`<g transform="${t.body.transform}">${parts.front}</g>`);
  if (parts.headwear) headwear.layer.add(`<g transform="${t.hat.transform}">${parts.headwear}</g>`);
  const layers = {
    behind: behind.layer.toString(),
    front: front.layer.toString(),
    headwear: parts.headwear ? headwear.layer.toString() : '',
  };
  return parts.hideHeadAbove === undefined
    ? layers
    : { ...layers, hideHeadAbove: parts.hideHeadAbove };
}

export interface Cloth {
  readonly d: string;
  readonly base: string;
  /** How strongly the light models it: 1 for cloth, more for satin, less for felt. */
  readonly contrast?: number;
  readonly folds?: readonly Fold[];
  /** Blotch size and strength of the weave's unevenness; none for smooth surfaces. */
  readonly texture?: { readonly scale: number; readonly strength: number };
  readonly sheen?: number;
  /** Where its light is centred, in the body's frame; the chest by default. */
  readonly top?: number;
}

/** A piece of cloth, lit, modelled, textured and folded, in the body's frame. */
export function drawCloth(t: Tailor, brush: Brush, cloth: Cloth): string {
  const { u, box, shoulderHalf } = t.body;
  const top = cloth.top ?? t.body.shoulderY;
  const clip = brush.layer.clip(cloth.d);
  // Overlays cover only the piece's own box: a button need not be shaded picture-wide.
  const area = pathBox(cloth.d, box);
  const fill = litFill(brush, cloth.base, { x: 0, y: top + u * 0.4 }, shoulderHalf, cloth.contrast);
  const texture = cloth.texture
    ? mottle(brush, t.random, clip, area, cloth.texture.scale * u, cloth.texture.strength)
    : '';
  return [
    `<path d="${cloth.d}" fill="${fill}"/>`,
    texture,
    drawFolds(brush, clip, cloth.folds ?? [], cloth.contrast ?? 1),
    modelForm(brush, clip, box, area, top, shoulderHalf * 1.1, cloth.sheen),
    `<g clip-path="${clip}">${rimLight(brush, cloth.d, u * 0.06, 0.35)}</g>`,
  ].join('');
}

/**
 * Folds hanging from a garment's upper edge to the picture's bottom: `count` creases spread
 * between x = from and x = to, fanning out as cloth does below a point it hangs from.
 */
export function hangingFolds(
  t: Tailor,
  from: number,
  to: number,
  top: number,
  count: number,
  width = 0.3,
): Fold[] {
  const { u, bottom } = t.body;
  const folds: Fold[] = [];
  for (let n = 0; n < count; n++) {
    const x = from + ((to - from) * (n + 0.25 + t.random() * 0.5)) / count;
    const y0 = top * 0.6 + t.random() * u * 0.3;
    const length = Math.min(bottom - y0 + 0.3 * u, 2 * u) * (0.8 + t.random() * 0.5);
    // Cloth fans out below where it hangs from: folds lean away from the middle.
    const angle = -(x / u) * 6 + (t.random() - 0.5) * 14;
    folds.push({
      x,
      y: y0 + length / 2,
      angle,
      length,
      width: u * width * (0.6 + t.random() * 0.8),
    });
  }
  return folds;
}
