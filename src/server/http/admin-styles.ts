import type { FastifyInstance } from 'fastify';
import {
  adminStyleParamsSchema,
  adminStylesResponseSchema,
  switchStyleRequestSchema,
} from '../../shared/api/admin';
import type { ViewerReader } from '../auth/viewer-reader';
import { readStyleReport, type StyleReportDeps } from '../workflows/style-report';
import { type SwitchStyleDeps, switchStyle } from '../workflows/switch-style';
import { defineRoute } from './contract/define-route';
import { json, jsonBody } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

export interface AdminStyleRouteDeps extends StyleReportDeps, SwitchStyleDeps {
  readViewer: ViewerReader;
}

/** The owner's styles screen: each style's switch and its week, and switching one. */
export function adminStyleRoutes(deps: AdminStyleRouteDeps) {
  return async function adminStyles(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/styles',
        tag: 'Admin',
        summary: 'Every style, whether it is switched off, and its last seven days',
        description:
          'Generations and failures count the jobs asked for in the style; orders count the orders with a line painted in it.',
        answers: {
          200: json(adminStylesResponseSchema, 'The nine named styles.'),
          ...OWNER_REFUSALS,
        },
      },
      async (_input, _request, reply) => {
        reply.header('cache-control', 'no-store');
        return { styles: await readStyleReport(deps) };
      },
    );

    defineRoute(
      app,
      {
        method: 'PATCH',
        url: '/api/admin/styles/:id',
        tag: 'Admin',
        summary: 'Switch a style off for shoppers, or back on',
        description:
          'A style switched off still shows on the picker, as unavailable, and an upload naming it is refused with 422 `style_unavailable`. Logged as the owner’s action.',
        params: adminStyleParamsSchema,
        body: jsonBody(switchStyleRequestSchema),
        answers: {
          200: json(adminStylesResponseSchema, 'Every style, as it now is.'),
          ...OWNER_REFUSALS,
        },
      },
      async ({ params, body }, request, reply) => {
        await switchStyle(deps, ownerOf(request), params.id, body.disabled);
        reply.header('cache-control', 'no-store');
        return { styles: await readStyleReport(deps) };
      },
    );
  };
}
