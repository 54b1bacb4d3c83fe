import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MEDIA_CACHE_CONTROL,
  type MediaStore,
  MediaStoreUnavailableError,
} from '../ports/media-store';
import type { PrintPartner } from '../ports/print-partner';
import { defineRoute } from './contract/define-route';
import { fails, plain } from './contract/route-contract';
import { HttpError } from './errors';

/** Only what the store shows shoppers; uploaded originals and photos stay private. */
const PUBLIC_PREFIXES = ['artworks/', 'mockups/', 'thumbnails/'];

const MEDIA_SILENT = 'The media storage does not answer; try again in a moment.';

const MOCKUPS = 'mockups/';

function unavailableAs503(error: unknown): never {
  if (error instanceof MediaStoreUnavailableError) {
    throw new HttpError(503, 'service_unavailable', MEDIA_SILENT);
  }
  throw error;
}

/**
 * `paintMockup`, where the print partner paints its mock-ups when first asked: a mock-up not
 * stored yet is painted while its first asker waits, then kept like any other.
 */
export function mediaRoutes(media: MediaStore, paintMockup?: PrintPartner['paintMockup']) {
  return async function mediaPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/media/*',
        tag: 'Media',
        summary: 'An artwork, mock-up or style thumbnail',
        description: 'Keys never change content, so answers may be kept for a year.',
        params: z.object({ '*': z.string() }),
        answers: {
          200: plain('The image.', 'image/*'),
          404: fails('No public image under this key.', 'not_found'),
          503: fails(MEDIA_SILENT, 'service_unavailable'),
        },
      },
      async ({ params }, _request, reply) => {
        const key = params['*'];
        const found = PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))
          ? await media.get(key).catch(unavailableAs503)
          : null;
        if (!found && paintMockup && key.startsWith(MOCKUPS)) {
          const painted = await paintMockup(key).catch(unavailableAs503);
          if (painted) {
            reply.header('cache-control', MEDIA_CACHE_CONTROL).type('image/jpeg');
            return reply.send(painted);
          }
        }
        if (!found) throw new HttpError(404, 'not_found', 'Media not found');
        reply.header('cache-control', MEDIA_CACHE_CONTROL).type(found.contentType);
        if (found.size !== undefined) reply.header('content-length', found.size);
        return reply.send(found.body);
      },
    );
  };
}
