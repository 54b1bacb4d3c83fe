import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiArtEngine } from '../adapters/live/openai-art-engine';
import { listPrintAreas } from '../adapters/local/print-partner/print-areas';
import { composePrintArea } from '../domain/print/compose-print-area';
import type { Artwork } from '../ports/art-engine';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fakes/fake-openai';
import { hostedPortrait } from '../testing/hosted-portrait';
import { greyRegion, halvedPsnr, type PixelBox, psnr } from './print-detail';
import { PRINT_JPEG, printAreaShape } from './print-file';
import { masterSizeFor } from './print-master-size';
import { enlargeForPrint } from './super-resolve/enlarge-for-print';
import { CONTEXT } from './super-resolve/run-tiled';

/*
 * Issue 35, the hosted engine's path: an 18″ x 24″ canvas of an artwork from the OpenAI
 * stand-in is enlarged by the GAN-trained ESRGAN, not by Lanczos alone.
 *
 * The whole master (3075 x 4613) takes about 8 minutes of one core, so this test enlarges the
 * face's part of the artwork with a margin round it, through the same door at the same scale.
 * What the model and Lanczos draw at a pixel depends only on pixels close by (the tiles join
 * within one level with 16 pixels of context, super-resolve.test.ts), and the margin is wider
 * than that, so the face comes out as the whole master's would. Both are encoded as the print
 * file is. `npm run bench:super-resolve` measures the face of the whole print file.
 */
const CANVAS = listPrintAreas().find((area) => area.name === 'canvas-18x24');
/** The bar: down 2x and back loses at least this much more than today's file does. */
const MORE_DETAIL_DB = 6;
/**
 * The face the shopper saw: measured 36.2 dB (an RMS difference of 4 grey levels, the texture
 * the model draws); the same face moved by one artwork pixel scores 28.8, so 32 tells the same
 * face from a face that is merely close.
 */
const SAME_FACE_DB = 32;
/**
 * Artwork pixels round the face: the model's context and Lanczos's reach (3 pixels enlarging,
 * one bringing the model's 4x down to the master's 3x). Measured: 7.84 dB more detail with a
 * margin of 40 and with this one, whose cut the model runs as 24 tiles rather than 35 (49 s of
 * a core against 66; issue 39).
 */
const MARGIN = CONTEXT + 4;

function scaled(box: PixelBox, scale: number): PixelBox {
  return {
    left: Math.round(box.left * scale),
    top: Math.round(box.top * scale),
    width: Math.round(box.width * scale) & ~1,
    height: Math.round(box.height * scale) & ~1,
  };
}

describe('an 18″ x 24″ canvas of an artwork from the hosted engine', () => {
  let fake: FakeOpenAi;
  let cut: Buffer;
  /** The face in the cut, in the cut's pixels. */
  let face: PixelBox;
  let scale: number;
  /** The face's part of the file, enlarged by Lanczos alone (today's) and by the model. */
  let today: Buffer;
  let printed: Buffer;
  let enlarged: { artwork: Artwork; method: string };

  beforeAll(async () => {
    if (!CANVAS) throw new Error('no 18x24 canvas');
    const { picture, request } = await hostedPortrait();
    fake = await startFakeOpenAi(picture);
    const engine = createOpenAiArtEngine({ apiKey: 'sk-test', baseURL: fake.baseURL });
    const artwork = await engine.render(request);
    scale = masterSizeFor(artwork, CANVAS).width / artwork.width;

    // Where the print file puts the face, in the artwork's pixels.
    const { window, subject } = composePrintArea(
      artwork.width,
      artwork.height,
      printAreaShape(CANVAS),
      artwork.subject,
    );
    const x = Math.round((window.x + subject.x * window.width) * artwork.width);
    const y = Math.round((window.y + subject.y * window.height) * artwork.height);
    const w = Math.round(subject.width * window.width * artwork.width);
    const h = Math.round(subject.height * window.height * artwork.height);
    const left = Math.max(0, x - MARGIN);
    const top = Math.max(0, y - MARGIN);
    const width = Math.min(artwork.width, x + w + MARGIN) - left;
    const height = Math.min(artwork.height, y + h + MARGIN) - top;
    cut = await sharp(artwork.image).extract({ left, top, width, height }).png().toBuffer();
    face = { left: x - left, top: y - top, width: w, height: h };

    const size = { width: Math.round(width * scale), height: Math.round(height * scale) };
    const part: Artwork = { image: cut, contentType: 'image/png', width, height };
    [enlarged, today] = await Promise.all([
      enlargeForPrint(part, size),
      sharp(cut)
        .resize(size.width, size.height, { kernel: 'lanczos3' })
        .jpeg(PRINT_JPEG)
        .toBuffer(),
    ]);
    // Encoded as the print file is: its finest detail is what a JPEG of the file keeps.
    printed = await sharp(enlarged.artwork.image).jpeg(PRINT_JPEG).toBuffer();
  }, 240_000);

  afterAll(() => fake?.close());

  it('keeps detail at the print file’s own pixel pitch in the face', async () => {
    // Measured 7.8 dB: Lanczos 40.3, the model 32.5. The whole file, through renderPrintFile,
    // measured 6.8 (`npm run bench:super-resolve`): its window is resampled once more.
    expect(enlarged.method).toBe('esrgan');
    const box = scaled(face, scale);
    const lanczos = await halvedPsnr(today, box);
    const model = await halvedPsnr(printed, box);
    expect(lanczos - model).toBeGreaterThanOrEqual(MORE_DETAIL_DB);
  });

  it('is the face the shopper saw, brought down to the artwork’s size', async () => {
    const { width, height } = await sharp(cut).metadata();
    const back = await sharp(enlarged.artwork.image)
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .png()
      .toBuffer();
    const seen = await greyRegion(cut, face);
    expect(psnr(seen, await greyRegion(back, face))).toBeGreaterThanOrEqual(SAME_FACE_DB);
    const shifted = await greyRegion(cut, { ...face, left: face.left + 1 });
    expect(psnr(seen, shifted)).toBeLessThan(SAME_FACE_DB);
  });
});
