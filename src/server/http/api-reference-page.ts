import { escapeHtml } from '../text/escape-html';
import type {
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './contract/openapi';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#faf9ff;color:#1f1d2b;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:24px 16px 64px}h1{margin:0 0 4px}h2{margin:40px 0 8px;border-bottom:2px solid #ddd6fe}
nav{display:flex;flex-wrap:wrap;gap:4px 12px}nav a{color:#6d28d9}section.op{background:#fff;border-radius:12px;padding:16px;margin:12px 0;box-shadow:0 1px 4px #0001}
h3{margin:0;font-size:17px;display:flex;gap:8px;flex-wrap:wrap;align-items:baseline}code,pre{font-family:ui-monospace,monospace;font-size:13px}
h3 code{word-break:break-all}.method{font-size:12px;font-weight:700;border-radius:6px;padding:2px 8px;color:#fff;background:#6d28d9}
.method.get{background:#047857}table{border-collapse:collapse;width:100%;margin:8px 0;font-size:14px}
th,td{text-align:left;border-top:1px solid #eee;padding:4px 8px;vertical-align:top}td code,td.type{overflow-wrap:anywhere}
pre{background:#f4f2fb;border-radius:8px;padding:8px;overflow:auto;max-height:420px}details{margin:4px 0}summary{cursor:pointer}`;

/** Text with its `code` spans set as code. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function schemaBlock(label: string, schema: unknown): string {
  if (!schema || Object.keys(schema).length === 0) return '';
  const text = escapeHtml(JSON.stringify(schema, null, 2));
  return `<details><summary>${escapeHtml(label)}</summary><pre>${text}</pre></details>`;
}

function parameterRows(parameters: OpenApiParameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
  );
  return `<table><tr><th>Parameter</th><th>In</th><th></th><th>Schema</th></tr>${rows.join('')}</table>`;
}

/** The codes an error answer names, read from its schema. */
function errorCodes(response: OpenApiResponse): string[] {
  const schema = response.content?.['application/json']?.schema as
    | { allOf?: { properties?: { code?: { enum?: string[] } } }[] }
    | undefined;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
}

function responseRows(responses: Record<string, OpenApiResponse>): string {
  const rows = Object.entries(responses).map(([status, response]) => {
    const codes = errorCodes(response).map((code) => `<code>${escapeHtml(code)}</code>`);
    const types = Object.keys(response.content ?? {}).join(', ');
    const schema = codes.length
      ? ''
      : schemaBlock('Schema', response.content?.['application/json']?.schema);
    return `<tr><td>${status}</td><td>${prose(response.description)}${codes.length ? `<br>Codes: ${codes.join(', ')}` : ''}${schema}</td><td class="type">${escapeHtml(types)}</td></tr>`;
  });
  return `<table><tr><th>Status</th><th>Answer</th><th>Type</th></tr>${rows.join('')}</table>`;
}

function operationSection(path: string, method: string, op: OpenApiOperation): string {
  const body = op.requestBody;
  const bodyBlocks = body
    ? Object.entries(body.content)
        .map(
          ([type, media]) =>
            `<p>Body: <code>${escapeHtml(type)}</code>${body.description ? ` — ${prose(body.description)}` : ''}</p>${schemaBlock('Body schema', media.schema)}`,
        )
        .join('')
    : '';
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p><strong>${prose(op.summary)}</strong>${op.description ? `<br>${prose(op.description)}` : ''}</p>
${parameterRows(op.parameters)}${bodyBlocks}${responseRows(op.responses)}</section>`;
}

/**
 * The API reference as a plain page rendered from the OpenAPI document: no script and nothing
 * from elsewhere, so it works under the store's content security policy.
 */
export function apiReferencePage(document: OpenApiDocument, jsonUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, op)]);
    }
  }
  const anchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const nav = [...byTag.keys()].map((tag) => `<a href="#${anchor(tag)}">${escapeHtml(tag)}</a>`);
  const sections = [...byTag].map(
    ([tag, ops]) => `<h2 id="${anchor(tag)}">${escapeHtml(tag)}</h2>${ops.join('\n')}`,
  );
  const { info } = document;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(info.title)}</h1><p>${prose(info.description)}</p>
<p>OpenAPI ${escapeHtml(document.openapi)} description: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a></p>
${schemaBlock('The error body (ApiErrorBody)', document.components.schemas.ApiErrorBody)}
<nav>${nav.join('')}</nav>${sections.join('\n')}</main></body></html>`;
}
