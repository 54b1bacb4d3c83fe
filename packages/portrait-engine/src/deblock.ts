import sharp from 'sharp';
import { WORKING_JPEG } from './working-jpeg';

/** JPEG codes a photo in squares this many pixels a side. */
const BLOCK = 8;

/**
 * How much steeper the brightness steps across JPEG's block edges are than inside the blocks
 * before a photo counts as blocky. The portrait set's photos as their cameras and archives saved
 * them measure 0.92 to 1.32, the same saved again at quality 12 measure 2.6 to 7.6.
 */
const BLOCKY = 1.8;

/**
 * The blur that melts the blocks, in photo pixels: from 1.4 for a photo barely blocky to at
 * most this, under half a block, so each flat square runs into its neighbours as a soft tone.
 * Four melted the worst blocks but blurred the eyes of a photo only somewhat blocky.
 */
const MOST_BLUR = 3;

/** Rows (and columns) read for the measure: every other one tells as much, in half the time. */
const SAMPLE = 2;

interface StepTally {
  edgeSteps: number;
  edges: number;
  insideSteps: number;
  insides: number;
}

/**
 * Adds the steps between neighbours along every SAMPLE-th of `count` lines, each `length`
 * pixels long, starting `stride` apart and walking `step` apart: rows and columns alike.
 */
function tallySteps(
  tally: StepTally,
  channel: Uint8Array,
  lines: { count: number; stride: number; length: number; step: number },
): void {
  for (let line = 0; line < lines.count; line += SAMPLE) {
    for (let i = 0, at = line * lines.stride; i + 1 < lines.length; i++, at += lines.step) {
      const step = Math.abs((channel[at] ?? 0) - (channel[at + lines.step] ?? 0));
      if (i % BLOCK === BLOCK - 1) {
        tally.edgeSteps += step;
        tally.edges++;
      } else {
        tally.insideSteps += step;
        tally.insides++;
      }
    }
  }
}

/**
 * Blockiness of one channel of a picture: the mean step across the block edges over the mean
 * step inside the blocks, along rows and down columns. About 1 when the picture has no blocks.
 */
export function blockiness(channel: Uint8Array, width: number, height: number): number {
  const tally: StepTally = { edgeSteps: 0, edges: 0, insideSteps: 0, insides: 0 };
  tallySteps(tally, channel, { count: height, stride: width, length: width, step: 1 });
  tallySteps(tally, channel, { count: width, stride: 1, length: height, step: width });
  const { edgeSteps, edges, insideSteps, insides } = tally;
  if (!edges || !insides || insideSteps === 0) return 1;
  return edgeSteps / edges / (insideSteps / insides);
}

/**
 * The photo with a heavily compressed JPEG's blocks melted, or the photo itself when it has
 * none. Lifted out of the dark and painted larger, a photo saved at a low quality came out a
 * mosaic of flat squares across the face (the over-the-shoulder woman in low light, in every
 * style). The blocks are found where JPEG put them, so a photo resized since has none to find.
 */
export async function deblockPhoto(photo: Buffer): Promise<Buffer> {
  const { format, channels } = await sharp(photo).metadata();
  if (format !== 'jpeg') return photo;
  // The green channel carries most of JPEG's brightness, and unlike a greyscale copy comes
  // straight out of the decoder: a third of the time on a phone-size photo.
  const { data, info } = await sharp(photo)
    .extractChannel(channels === 1 ? 0 : 1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const measured = blockiness(data, info.width, info.height);
  if (measured < BLOCKY) return photo;
  const blur = Math.min(MOST_BLUR, 1 + (measured - BLOCKY) / 2);
  return sharp(photo).blur(blur).jpeg(WORKING_JPEG).withMetadata().toBuffer();
}
