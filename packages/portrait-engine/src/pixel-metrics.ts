import sharp from 'sharp';

/** A small copy of an image for comparing looks: raw pixels at a fixed size. */
export interface Thumbnail {
  readonly channels: number;
  readonly data: Uint8Array;
}

export async function thumbnail(
  image: Buffer,
  width: number,
  height: number,
  mode: 'colour' | 'grey',
): Promise<Thumbnail> {
  let pipeline = sharp(image).resize(width, height, { fit: 'fill' }).removeAlpha();
  if (mode === 'grey') pipeline = pipeline.greyscale();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { channels: info.channels, data };
}

/** Mean absolute difference per channel value, 0..255. */
export function meanAbsoluteDifference(a: Thumbnail, b: Thumbnail): number {
  if (a.data.length !== b.data.length) throw new Error('Thumbnails differ in size');
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

/** Pearson correlation of two same-sized single-channel regions: 1 is the same picture. */
export function correlation(a: Uint8Array, b: Uint8Array): number {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] ?? 0;
    meanB += b[i] ?? 0;
  }
  meanA /= n;
  meanB /= n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  return cov / Math.sqrt(varA * varB);
}
