import { boxBlurFloat } from '../media/box-blur';
import { createPlane, type Plane, type Raster } from '../raster';

/** The photo's brightness, 0..1: what the mask's edges are made to follow. */
export function lumaPlane(photo: Raster): Plane {
  const plane = createPlane(photo.width, photo.height);
  const { data } = photo;
  for (let p = 0; p < plane.data.length; p++) {
    const i = p * 3;
    plane.data[p] =
      (0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)) / 255;
  }
  return plane;
}

/**
 * He, Sun and Tang's guided filter: `input` (a coarse mask) remade, window by window, as a linear
 * function of `guide` (the photo's brightness), so its edges move onto the photo's own edges
 * (a jaw, a lock of hair) instead of the mask model's blocks. `smoothness` is the variance of
 * the guide under which a window counts as flat and is only averaged. Box sums keep it linear
 * in the picture's size, whatever the radius.
 */
export function guidedFilter(input: Plane, guide: Plane, radius: number, smoothness: number) {
  const { width, height } = input;
  const n = input.data.length;
  const product = createPlane(width, height);
  const square = createPlane(width, height);
  for (let p = 0; p < n; p++) {
    const g = guide.data[p] ?? 0;
    product.data[p] = g * (input.data[p] ?? 0);
    square.data[p] = g * g;
  }
  const meanGuide = boxBlurFloat(guide, radius);
  const meanInput = boxBlurFloat(input, radius);
  const meanProduct = boxBlurFloat(product, radius);
  const meanSquare = boxBlurFloat(square, radius);
  const a = createPlane(width, height);
  const b = createPlane(width, height);
  for (let p = 0; p < n; p++) {
    const mg = meanGuide.data[p] ?? 0;
    const mi = meanInput.data[p] ?? 0;
    const slope =
      ((meanProduct.data[p] ?? 0) - mg * mi) / ((meanSquare.data[p] ?? 0) - mg * mg + smoothness);
    a.data[p] = slope;
    b.data[p] = mi - slope * mg;
  }
  const meanA = boxBlurFloat(a, radius);
  const meanB = boxBlurFloat(b, radius);
  const out = createPlane(width, height);
  for (let p = 0; p < n; p++) {
    const value = (meanA.data[p] ?? 0) * (guide.data[p] ?? 0) + (meanB.data[p] ?? 0);
    out.data[p] = Math.min(1, Math.max(0, value));
  }
  return out;
}
