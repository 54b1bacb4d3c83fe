import type { FastifyInstance } from 'fastify';
import { promptStylesResponseSchema } from '../../shared/api/generation';
import { STYLE_IDS, STYLE_LABELS } from '../../shared/styles';
import type { StyleSwitchesRepository } from '../db/style-switches-repository';
import type { StyleThumbnails } from '../workflows/style-thumbnails';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';

export interface StyleRouteDeps {
  thumbnails: StyleThumbnails;
  styleSwitches: StyleSwitchesRepository;
}

/** GET /api/prompt-styles: the nine styles, each with a thumbnail the art engine rendered. */
export function styleRoutes(deps: StyleRouteDeps) {
  return async function styles(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/prompt-styles',
        tag: 'Generation',
        summary: 'The art styles, each with a thumbnail',
        description:
          'Read once when the home page loads. A style a shop owner switched off is `disabled`: shown, but it cannot be chosen.',
        answers: { 200: json(promptStylesResponseSchema, 'The nine named styles.') },
      },
      async (_input, _request, reply) => {
        const [urls, disabled] = await Promise.all([
          deps.thumbnails.urls(),
          deps.styleSwitches.disabledStyles(),
        ]);
        // Asked again on each visit: a style switched off shows so at the next page load.
        reply.header('cache-control', 'no-cache');
        return STYLE_IDS.map((id) => ({
          id,
          label: STYLE_LABELS[id],
          thumbnail_url: urls[id],
          disabled: disabled.has(id),
        }));
      },
    );
  };
}
