import type { FastifyInstance } from 'fastify';
import {
  apiReferencePage,
  RENDERER_FILES,
  type RendererFile,
  rendererFile,
} from './api-reference-page';
import { defineRoute } from './contract/define-route';
import { openApiDocument } from './contract/openapi';
import type { RouteCatalogue } from './contract/route-catalogue';
import { plain } from './contract/route-contract';
import { EncodedAnswer } from './encoded-answer';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * GET /api/openapi.json: the OpenAPI description made from every route's contract, and
 * GET /api/docs: the same as a page to read, drawn by Swagger UI from its files under
 * /api/docs/. Each is made on its first request, once every route is registered, and kept:
 * routes do not change while the app runs.
 */
export function apiReferenceRoutes(catalogue: RouteCatalogue) {
  let json: EncodedAnswer | undefined;
  const description = () => {
    json ??= new EncodedAnswer(JSON.stringify(openApiDocument(catalogue.contracts())));
    return json;
  };
  const page = new EncodedAnswer(apiReferencePage(DOCS_PATH), 'text/html; charset=utf-8');
  const files: Partial<Record<RendererFile, EncodedAnswer>> = {};
  const file = (name: RendererFile) => {
    files[name] ??= new EncodedAnswer(rendererFile(name, OPENAPI_PATH), RENDERER_FILES[name]);
    return files[name];
  };

  return async function apiReference(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: OPENAPI_PATH,
        tag: 'Reference',
        summary: 'This description of the API, as OpenAPI 3.1',
        answers: { 200: plain('The OpenAPI document.', 'application/json') },
      },
      async (_input, request, reply) => description().send(request, reply),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: DOCS_PATH,
        tag: 'Reference',
        summary: 'This description of the API, as a page to read',
        answers: { 200: plain('The page.', 'text/html') },
      },
      async (_input, request, reply) => page.send(request, reply),
    );
    for (const [name, mediaType] of Object.entries(RENDERER_FILES) as [RendererFile, string][]) {
      defineRoute(
        app,
        {
          method: 'GET',
          url: `${DOCS_PATH}/${name}`,
          tag: 'Reference',
          summary: `The reference page's ${name}`,
          answers: { 200: plain('The file.', mediaType) },
        },
        async (_input, request, reply) => file(name).send(request, reply),
      );
    }
  };
}
