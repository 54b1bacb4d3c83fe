/** What the HEIC decoder's worker answers: the photo's RGBA pixels, or that it could not read it. */
export type HeicAnswer =
  | { ok: true; width: number; height: number; pixels: ArrayBuffer }
  | { ok: false };
