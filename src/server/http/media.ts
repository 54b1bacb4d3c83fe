import type { FastifyInstance } from 'fastify';
import type { MediaStore } from '../ports/media-store';

/** Keys hold random ids and never change content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Only what the store shows shoppers; uploaded originals and photos stay private. */
const PUBLIC_PREFIXES = ['artworks/', 'mockups/', 'thumbnails/'];

export function mediaRoutes(media: MediaStore) {
  return async function mediaPlugin(app: FastifyInstance) {
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const key = request.params['*'];
      const found = PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))
        ? await media.get(key)
        : null;
      if (!found) return reply.status(404).send({ detail: 'Media not found' });
      reply.header('cache-control', IMMUTABLE).type(found.contentType);
      if (found.size !== undefined) reply.header('content-length', found.size);
      return reply.send(found.body);
    });
  };
}
