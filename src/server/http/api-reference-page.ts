import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The renderer's files served beside the page, by the name the page asks for them. */
export const RENDERER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'reference.js': 'text/javascript; charset=utf-8',
} as const;

export type RendererFile = keyof typeof RENDERER_FILES;

/**
 * The API reference page: Swagger UI (swagger-ui-dist, served from this store, never a CDN)
 * reading the OpenAPI document. No inline script, so the store's Content-Security-Policy holds.
 */
export function apiReferencePage(docsPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masterpiece Me API</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${docsPath}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${docsPath}/swagger-ui-bundle.js"></script>
<script src="${docsPath}/reference.js"></script>
</body>
</html>
`;
}

/**
 * The page's start-up script. Only reads may be tried from the page, and the description is
 * not sent to Swagger's public validator (the store calls no other host).
 */
function startScript(openApiPath: string): string {
  const options = {
    url: openApiPath,
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: ['get'],
  };
  return `window.ui = SwaggerUIBundle(${JSON.stringify(options)});\n`;
}

/** A renderer file's text: the start-up script, or the installed swagger-ui-dist's own file. */
export function rendererFile(file: RendererFile, openApiPath: string): string {
  if (file === 'reference.js') return startScript(openApiPath);
  const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
  return readFileSync(join(folder, file), 'utf8');
}
