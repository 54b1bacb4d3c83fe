import sharp from 'sharp';

/** Pixels as sharp gives them raw: rows top to bottom, 3 bytes (R, G, B) a pixel. */
export interface RawRgb {
  data: Buffer;
  width: number;
  height: number;
}

/** An encoded image (JPEG, PNG, WebP, ...) as raw sRGB with no alpha. */
export async function decodeRawRgb(image: Buffer): Promise<RawRgb> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return checked(data, info.width, info.height, info.channels);
}

/**
 * Raw pixels resized with Lanczos to exactly `width` x `height`: the sides stretch separately
 * if the aspect differs (the caller has already cut the picture to the print's shape).
 */
export async function resizeRawRgb(
  picture: RawRgb,
  width: number,
  height: number,
): Promise<RawRgb> {
  const { data, info } = await sharp(picture.data, {
    raw: { width: picture.width, height: picture.height, channels: 3 },
  })
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return checked(data, info.width, info.height, info.channels);
}

/** A rectangle of raw pixels, copied out. */
export async function cutRawRgb(
  picture: RawRgb,
  box: { left: number; top: number; width: number; height: number },
): Promise<RawRgb> {
  const { data, info } = await sharp(picture.data, {
    raw: { width: picture.width, height: picture.height, channels: 3 },
  })
    .extract(box)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return checked(data, info.width, info.height, info.channels);
}

function checked(data: Buffer, width: number, height: number, channels: number): RawRgb {
  if (channels !== 3) throw new Error(`expected 3 channels from sharp, got ${channels}`);
  return { data, width, height };
}
