import { paintPrintMaster, renderArtwork } from '@masterpiece-me/portrait-engine';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPrintAreas } from '../adapters/local/print-partner/print-areas';
import type { Artwork } from '../ports/art-engine';
import { twelveMegapixelOrder } from '../testing/twelve-megapixel-photo';
import { faceInPrintFile, greyRegion, halvedPsnr, psnr } from './print-detail';
import { renderPrintFile } from './print-file';
import { masterSizeFor } from './print-master-size';

/*
 * Issue 35: a canvas is printed from the painting made again at print size, not from the
 * shopper's artwork enlarged. Measured on this test's photo and style: the face of today's
 * file loses 47.6 dB halved and enlarged back (nothing at its own pitch), the master's 37.1;
 * the master brought down to the artwork's size scores 39.4 dB against the artwork over the
 * whole picture and 33.2 in the face, where the same photo painted as Caravaggio scores 9.8.
 */
const CANVAS = listPrintAreas().find((area) => area.name === 'canvas-18x24');
/** The bar: down 2x and back loses at least this much more than today's file does. */
const MORE_DETAIL_DB = 6;
/**
 * The same painting, as the shopper saw it: 36 dB is an RMS difference of 4 grey levels over
 * the picture (its surface is drawn anew at print size), 30 dB of 8 in the face (the photo's
 * detail the artwork's soft enlargement did not hold); a different painting of the same photo
 * is under 10 dB.
 */
const SAME_PICTURE_DB = 36;
const SAME_FACE_DB = 30;

async function greyAtArtworkSize(image: Buffer, artwork: Artwork): Promise<Buffer> {
  return sharp(image)
    .resize(artwork.width, artwork.height, { fit: 'fill', kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

describe('an 18″ x 24″ canvas bought from a 12 MP photo', () => {
  let artwork: Artwork;
  let master: Artwork;
  let today: Buffer;
  let printed: Buffer;

  beforeAll(async () => {
    if (!CANVAS) throw new Error('no 18x24 canvas');
    const { original, request } = await twelveMegapixelOrder();
    const finder = await createPersonFinder();
    artwork = await renderArtwork(request, finder);
    master = await paintPrintMaster(request, finder, original, masterSizeFor(artwork, CANVAS));
    [today, printed] = await Promise.all([
      renderPrintFile(artwork, CANVAS),
      renderPrintFile(master, CANVAS),
    ]);
  }, 120_000);

  it('keeps detail at the print file’s own pixel pitch in the face', async () => {
    if (!CANVAS) throw new Error('no 18x24 canvas');
    const face = faceInPrintFile(artwork, CANVAS);
    const enlarged = await halvedPsnr(today, face);
    const painted = await halvedPsnr(printed, face);
    expect(enlarged - painted).toBeGreaterThanOrEqual(MORE_DETAIL_DB);
  });

  it('is the painting the shopper saw, brought down to the artwork’s size', async () => {
    const seen = await greyAtArtworkSize(artwork.image, artwork);
    const made = await greyAtArtworkSize(master.image, artwork);
    expect(psnr(seen, made)).toBeGreaterThanOrEqual(SAME_PICTURE_DB);

    const { subject } = artwork;
    if (!subject) throw new Error('the artwork found no face');
    const box = {
      left: Math.round(subject.x * artwork.width),
      top: Math.round(subject.y * artwork.height),
      width: Math.round(subject.width * artwork.width),
      height: Math.round(subject.height * artwork.height),
    };
    const asPng = (grey: Buffer) =>
      sharp(grey, { raw: { width: artwork.width, height: artwork.height, channels: 1 } })
        .png()
        .toBuffer();
    const [seenFace, madeFace] = await Promise.all([
      asPng(seen).then((png) => greyRegion(png, box)),
      asPng(made).then((png) => greyRegion(png, box)),
    ]);
    expect(psnr(seenFace, madeFace)).toBeGreaterThanOrEqual(SAME_FACE_DB);
    expect(master.subject).toEqual(artwork.subject);
  });
});
