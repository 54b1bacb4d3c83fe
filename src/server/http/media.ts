import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MEDIA_CACHE_CONTROL,
  type MediaStore,
  MediaStoreUnavailableError,
} from '../ports/media-store';
import { defineRoute } from './contract/define-route';
import { fails, plain } from './contract/route-contract';
import { HttpError } from './errors';

/** Only what the store shows shoppers; uploaded originals and photos stay private. */
const PUBLIC_PREFIXES = ['artworks/', 'mockups/', 'thumbnails/'];

const MEDIA_SILENT = 'The media storage does not answer; try again in a moment.';

export function mediaRoutes(media: MediaStore) {
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
          ? await media.get(key).catch((error: unknown) => {
              if (error instanceof MediaStoreUnavailableError) {
                throw new HttpError(503, 'service_unavailable', MEDIA_SILENT);
              }
              throw error;
            })
          : null;
        if (!found) throw new HttpError(404, 'not_found', 'Media not found');
        reply.header('cache-control', MEDIA_CACHE_CONTROL).type(found.contentType);
        if (found.size !== undefined) reply.header('content-length', found.size);
        return reply.send(found.body);
      },
    );
  };
}
