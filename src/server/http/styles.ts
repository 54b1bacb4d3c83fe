import type { FastifyInstance } from 'fastify';
import { promptStylesResponseSchema } from '../../shared/api/generation';
import { STYLE_IDS, STYLE_LABELS } from '../../shared/styles';
import type { StyleThumbnails } from '../workflows/style-thumbnails';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';

/** GET /api/prompt-styles: the nine styles, each with a thumbnail the art engine rendered. */
export function styleRoutes(thumbnails: StyleThumbnails) {
  return async function styles(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/prompt-styles',
        tag: 'Generation',
        summary: 'The art styles, each with a thumbnail',
        description: 'Read once when the home page loads; cached for five minutes.',
        answers: { 200: json(promptStylesResponseSchema, 'The nine named styles.') },
      },
      async (_input, _request, reply) => {
        const urls = await thumbnails.urls();
        reply.header('cache-control', 'public, max-age=300');
        return STYLE_IDS.map((id) => ({ id, label: STYLE_LABELS[id], thumbnail_url: urls[id] }));
      },
    );
  };
}
