import type { Dimensions } from '../../../shared/validation/photo-file';
import { PHOTO_MESSAGES } from '../../../shared/validation/photo-file';
import type { ConversionPlan } from './photo-plan';
import { PhotoProblem } from './photo-problem';

function drawOnCanvas(
  source: CanvasImageSource,
  plan: Pick<ConversionPlan, 'draw' | 'output' | 'rotate'>,
) {
  const canvas = document.createElement('canvas');
  canvas.width = plan.output.width;
  canvas.height = plan.output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoProblem(PHOTO_MESSAGES.noCanvasContext);
  context.imageSmoothingQuality = 'high';
  if (plan.rotate) {
    // A quarter turn clockwise about the top-left corner, then back into view.
    context.translate(plan.output.width, 0);
    context.rotate(Math.PI / 2);
  }
  context.drawImage(source, 0, 0, plan.draw.width, plan.draw.height);
  return canvas;
}

/** Draws the image as the plan says and encodes it as JPEG at `quality` (0-1). */
export async function renderJpeg(
  source: CanvasImageSource,
  plan: Pick<ConversionPlan, 'draw' | 'output' | 'rotate'>,
  quality: number,
): Promise<Blob> {
  const canvas = drawOnCanvas(source, plan);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', quality);
  });
  if (!blob) throw new PhotoProblem(PHOTO_MESSAGES.conversionFailed);
  return blob;
}

/** A small JPEG as a data: URL, for keeping a preview in local storage. */
export function renderJpegDataUrl(
  source: CanvasImageSource,
  size: Dimensions,
  quality: number,
): string {
  const canvas = drawOnCanvas(source, { draw: size, output: size, rotate: false });
  return canvas.toDataURL('image/jpeg', quality);
}
