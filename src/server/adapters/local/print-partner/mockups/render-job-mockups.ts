import type { Artwork } from '../../../../ports/art-engine';
import { planMockups } from '../product-plan';
import { prepareArtwork } from './artwork';
import { createMockupRenderer } from './mockup-renderer';
import { encodeMockup } from './raw-image';

/** One finished mock-up: where it is stored and its JPEG. */
export interface RenderedMockup {
  key: string;
  jpeg: Uint8Array;
}

/** Renders a job's mock-ups; it holds pixels, so the art pool runs it off the HTTP thread. */
export type RenderJobMockups = (mediaName: string, artwork: Artwork) => Promise<RenderedMockup[]>;

/** Drawn shirts, walls and mugs are the same for every job: keep them once per thread. */
const renderer = createMockupRenderer();

/** Every mock-up the local catalogue shows for a job's artwork (see product-plan.ts). */
export const renderJobMockups: RenderJobMockups = async (mediaName, artwork) => {
  const art = await prepareArtwork(artwork);
  return Promise.all(
    planMockups(mediaName).map(async ({ key, spec }) => ({
      key,
      jpeg: await encodeMockup(await renderer.render(art, spec)),
    })),
  );
};
