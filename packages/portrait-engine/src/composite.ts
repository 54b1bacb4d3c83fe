import type { Layout } from './layout';
import { blurPlane, blurRaster } from './ops/blur';
import type { Rgb } from './ops/grade';
import { createRaster, type Plane, type Raster } from './raster';
import type { SceneLight } from './scenes/scene';

/** How far the scene's colour is averaged to find the light round each point (pixels). */
const SURROUND_SIGMA = 18;
/** Depth of the band along the person's edge that takes rim light and wrapped colour (pixels). */
const RIM_SIGMA = 5;
/** Keeps the colour cast of dark scene areas from tinting the person wildly. */
const TINT_FLOOR = 24;

/** The mean brightness of the photo under the head's mask, weighted by it. */
function headMean(photo: Raster, head: Plane): number {
  let sum = 0;
  let weight = 0;
  for (let p = 0; p < head.data.length; p++) {
    const m = head.data[p] ?? 0;
    if (m <= 0) continue;
    const i = p * 3;
    sum +=
      m *
      (0.299 * (photo.data[i] ?? 0) +
        0.587 * (photo.data[i + 1] ?? 0) +
        0.114 * (photo.data[i + 2] ?? 0));
    weight += m;
  }
  return weight > 0 ? sum / weight : 0;
}

/**
 * Lays the head onto the dressed scene: the photo is relit from where the scene's light comes
 * from (lit on one side, shaded on the other), tinted by the colour round it, given a rim of
 * the scene's light along its edge, and laid in through the head's mask, so it belongs there.
 * `balance` (per-channel gains, see `skinBalance`) first takes the photo's own colour cast off.
 * `toneOf` is the mask whose mean brightness the photo's is drawn towards: the head's, when
 * more of the same photo is laid on in a later pass, so both passes match.
 */
export async function placeHead(
  scene: Raster,
  photo: Raster,
  head: Plane,
  layout: Layout,
  light: SceneLight,
  balance: Rgb = [1, 1, 1],
  toneOf: Plane = head,
): Promise<Raster> {
  const { width, height } = scene;
  const [surround, spread] = await Promise.all([
    blurRaster(scene, SURROUND_SIGMA),
    blurPlane(head, RIM_SIGMA),
  ]);
  const mask = head.data;
  const edge = spread.data;
  const pixels = photo.data;
  const back = scene.data;
  const round = surround.data;
  const out = createRaster(width, height);
  const target = out.data;
  const length = Math.hypot(light.from.x, light.from.y) || 1;
  const dx = light.from.x / length;
  const dy = light.from.y / length;
  const reach = layout.face.radius * light.falloff;
  const { lit, shade, rim, rimStrength, spill, faceRange = 1 } = light;
  const mean = faceRange === 1 ? 0 : headMean(photo, toneOf);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const i = p * 3;
      const m = mask[p] ?? 0;
      if (m <= 0) {
        target[i] = back[i] ?? 0;
        target[i + 1] = back[i + 1] ?? 0;
        target[i + 2] = back[i + 2] ?? 0;
        continue;
      }
      const toLight = ((x - layout.face.x) * dx + (y - layout.face.y) * dy) / reach;
      const t = Math.min(1, Math.max(0, 0.5 + 0.5 * toLight));
      const r0 = round[i] ?? 0;
      const g0 = round[i + 1] ?? 0;
      const b0 = round[i + 2] ?? 0;
      const luma = 0.299 * r0 + 0.587 * g0 + 0.114 * b0 + TINT_FLOOR;
      // The rim is the band just inside the edge, lit where the edge faces the light.
      const band = Math.min(1, Math.max(0, (m - (edge[p] ?? 0)) * 3));
      let facing = 0;
      let open = 1;
      if (band > 0 && x > 0 && y > 0 && x < width - 1 && y < height - 1) {
        const gx = (edge[p + 1] ?? 0) - (edge[p - 1] ?? 0);
        const gy = (edge[p + width] ?? 0) - (edge[p - width] ?? 0);
        const g = Math.sqrt(gx * gx + gy * gy);
        if (g > 1e-4) {
          facing = Math.max(0, -(gx * dx + gy * dy) / g);
          // An edge facing down under the face is the cut under the jaw, not the head's
          // outline: the neck goes on there, so no rim or wrapped colour marks it.
          if (y > layout.face.y) open = 1 - Math.min(1, Math.max(0, (-gy / g - 0.3) / 0.4));
        }
      }
      const glow = Math.min(1, band * facing * rimStrength * open);
      // The photo's brightness drawn towards the head's mean, its hue kept.
      let range = 1;
      if (faceRange !== 1) {
        const l =
          0.299 * (pixels[i] ?? 0) + 0.587 * (pixels[i + 1] ?? 0) + 0.114 * (pixels[i + 2] ?? 0);
        range = (mean + (l - mean) * faceRange) / Math.max(1, l);
      }
      const wrap = band * spill * open;
      for (let c = 0; c < 3; c++) {
        const around = c === 0 ? r0 : c === 1 ? g0 : b0;
        const tint = 1 + ((around + TINT_FLOOR) / luma - 1) * spill;
        const relit =
          (pixels[i + c] ?? 0) *
          range *
          (balance[c] ?? 1) *
          ((shade[c] ?? 1) + ((lit[c] ?? 1) - (shade[c] ?? 1)) * t);
        const wrapped = relit * tint + (around - relit * tint) * wrap;
        const rimmed = 255 - ((255 - Math.min(255, wrapped)) * (255 - (rim[c] ?? 0) * glow)) / 255;
        const base = back[i + c] ?? 0;
        target[i + c] = base + (rimmed - base) * m;
      }
    }
  }
  return out;
}
