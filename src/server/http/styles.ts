import type { FastifyInstance } from 'fastify';
import type { PromptStyle } from '../../shared/api/generation';
import { STYLE_IDS, STYLE_LABELS } from '../../shared/styles';
import type { StyleThumbnails } from '../workflows/style-thumbnails';

/** GET /api/prompt-styles: the nine styles, each with a thumbnail the art engine rendered. */
export function styleRoutes(thumbnails: StyleThumbnails) {
  return async function styles(app: FastifyInstance) {
    app.get('/api/prompt-styles', async (_request, reply): Promise<PromptStyle[]> => {
      const urls = await thumbnails.urls();
      reply.header('cache-control', 'public, max-age=300');
      return STYLE_IDS.map((id) => ({ id, label: STYLE_LABELS[id], thumbnail_url: urls[id] }));
    });
  };
}
