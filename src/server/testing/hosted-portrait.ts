import { ARTWORK_HEIGHT, ARTWORK_WIDTH, paintPrintMaster } from '@masterpiece-me/portrait-engine';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import type { ArtRequest } from '../ports/art-engine';
import { twelveMegapixelOrder } from './twelve-megapixel-photo';

/** The size the hosted engine is asked for (openai-art-engine.ts). */
export const HOSTED_SIZE = { width: 1024, height: 1536 };

/**
 * A picture for the OpenAI stand-in to answer with, one that holds detail at its own pitch as
 * the hosted engine's do: the 12 MP photo painted as the Royal Portrait with the photo's detail
 * carried into the head (a print master of the artwork's own size), cut to 1024 x 1536. Its
 * face sits where a picture with no subject is framed (USUAL_SUBJECT), as a hosted engine's
 * portrait's does. A flat or enlarged picture would leave an upscaler nothing to sharpen.
 */
export async function hostedPortrait(): Promise<{ picture: Buffer; request: ArtRequest }> {
  const { original, request } = await twelveMegapixelOrder();
  const painted = await paintPrintMaster(request, await createPersonFinder(), original, {
    width: ARTWORK_WIDTH,
    height: ARTWORK_HEIGHT,
  });
  const picture = await sharp(painted.image)
    .resize(HOSTED_SIZE.width, HOSTED_SIZE.height, { fit: 'cover', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  return { picture, request };
}
