import { encodeMaster } from '@masterpiece-me/portrait-engine';
import type { Artwork } from '../../ports/art-engine';
import type { MasterSize } from '../print-master-size';
import type { Enlarged } from '../print-masters';
import { superResolve } from './super-resolve';

/** An artwork enlarged to `size` by the model (or Lanczos, saying why), as a print master. */
export async function enlargeForPrint(artwork: Artwork, size: MasterSize): Promise<Enlarged> {
  const { data, width, height, method, reason } = await superResolve(
    artwork.image,
    size.width,
    size.height,
  );
  const image = await encodeMaster(data, width, height);
  const enlarged: Artwork = { ...artwork, image, contentType: 'image/jpeg', width, height };
  return { artwork: enlarged, method, ...(reason && { reason }) };
}
