import type { Face, PersonFinding } from '@masterpiece-me/vision';

/** A mask covering less or more than this share of the photo is taken as a failed mask. */
const MIN_MASK_SHARE = 0.01;
const MAX_MASK_SHARE = 0.98;

/** What the engine takes from a finding, checked: the main face and whether the mask holds. */
export interface Sighting {
  readonly face?: Face;
  readonly maskIsUsable: boolean;
}

function isUsable(face: Face | undefined, finding: PersonFinding): face is Face {
  if (!face) return false;
  const { x, y, width, height } = face.box;
  if (![x, y, width, height].every(Number.isFinite) || width <= 1 || height <= 1) return false;
  return x < finding.width && y < finding.height && x + width > 0 && y + height > 0;
}

/** The mask's share of person, or undefined when the finder gave no mask of the right size. */
function maskShare(finding: PersonFinding): number | undefined {
  const { mask, width, height } = finding;
  if (width < 1 || height < 1 || mask.length !== width * height) return undefined;
  let sum = 0;
  for (let i = 0; i < mask.length; i++) sum += mask[i] ?? 0;
  return sum / mask.length / 255;
}

/** Reads a finding defensively: models can miss a face or return an empty or full mask. */
export function sight(finding: PersonFinding): Sighting {
  const [face] = finding.faces;
  const share = maskShare(finding);
  const maskIsUsable = share !== undefined && share >= MIN_MASK_SHARE && share <= MAX_MASK_SHARE;
  return isUsable(face, finding) ? { face, maskIsUsable } : { maskIsUsable };
}

/** Where the mask's person begins above the face: the top of the hair or hat. */
export function headTop(finding: PersonFinding, face: Face): number | undefined {
  const { mask, width } = finding;
  const left = Math.max(0, Math.round(face.box.x));
  const right = Math.min(width, Math.round(face.box.x + face.box.width));
  const bottom = Math.min(finding.height, Math.round(face.box.y));
  if (right <= left) return undefined;
  for (let y = 0; y < bottom; y++) {
    let sum = 0;
    for (let x = left; x < right; x++) sum += mask[y * width + x] ?? 0;
    if (sum / (right - left) > 128) return y;
  }
  return undefined;
}

/** Where the person stands across the photo: the mask's centre of weight, as a share. */
export function personX(finding: PersonFinding): number {
  const { mask, width } = finding;
  let total = 0;
  let sum = 0;
  for (let i = 0; i < mask.length; i++) {
    const m = mask[i] ?? 0;
    total += m;
    sum += m * (i % width);
  }
  return total > 0 ? sum / total / width : 0.5;
}
