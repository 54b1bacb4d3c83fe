import type { FastifyInstance } from 'fastify';
import { apiReferencePage } from './api-reference-page';
import { defineRoute } from './contract/define-route';
import { type OpenApiDocument, openApiDocument } from './contract/openapi';
import type { RouteCatalogue } from './contract/route-catalogue';
import { plain } from './contract/route-contract';
import { EncodedAnswer } from './encoded-answer';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * GET /api/openapi.json: the OpenAPI description made from every route's contract, and
 * GET /api/docs: the same as a page to read. Made on the first request, once every route is
 * registered, and kept: routes do not change while the app runs.
 */
export function apiReferenceRoutes(catalogue: RouteCatalogue) {
  let made: { document: OpenApiDocument; json: EncodedAnswer; page: string } | undefined;
  const reference = () => {
    if (!made) {
      const document = openApiDocument(catalogue.contracts());
      const json = new EncodedAnswer(JSON.stringify(document));
      made = { document, json, page: apiReferencePage(document, OPENAPI_PATH) };
    }
    return made;
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
      async (_input, request, reply) => reference().json.send(request, reply),
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
      async (_input, _request, reply) =>
        reply.type('text/html; charset=utf-8').send(reference().page),
    );
  };
}
