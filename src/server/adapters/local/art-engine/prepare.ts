import sharp from 'sharp';
import { type Raster, rasterFromSharp } from './raster';

/** A small copy is enough for sharp to find where the interest is. */
const ANALYSIS_HEIGHT = 384;
/** Heads sit high in portrait photos, so a tall photo loses mostly its bottom. */
const TOP_SHARE_OF_VERTICAL_CROP = 0.2;

interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Crops the photo to the frame's aspect, keeping the person, and scales it to the given size
 * (up for small photos). Sideways photos are turned upright first.
 */
export async function preparePhoto(photo: Buffer, width: number, height: number): Promise<Raster> {
  const box = await cropBoxFor(photo, width / height);
  return rasterFromSharp(
    sharp(photo)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .extract(box)
      .resize(width, height, { fit: 'fill' }),
  );
}

async function cropBoxFor(photo: Buffer, aspect: number): Promise<CropBox> {
  const { autoOrient } = await sharp(photo).metadata();
  const { width, height } = autoOrient;
  if (width / height < aspect) {
    const cropHeight = Math.round(width / aspect);
    const top = Math.round((height - cropHeight) * TOP_SHARE_OF_VERTICAL_CROP);
    return { left: 0, top, width, height: Math.min(cropHeight, height - top) };
  }
  const cropWidth = Math.round(height * aspect);
  const left = await attentionLeft(photo, height, aspect, width - cropWidth);
  return { left, top: 0, width: Math.min(cropWidth, width - left), height };
}

/** Where sharp's attention strategy (skin, saturation, detail) would put a wide photo's crop. */
async function attentionLeft(
  photo: Buffer,
  height: number,
  aspect: number,
  slack: number,
): Promise<number> {
  const analysisHeight = Math.min(height, ANALYSIS_HEIGHT);
  const { info } = await sharp(photo)
    .autoOrient()
    .resize(Math.round(analysisHeight * aspect), analysisHeight, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(-(info.cropOffsetLeft ?? 0) * (height / analysisHeight));
  return Math.min(Math.max(0, left), slack);
}
