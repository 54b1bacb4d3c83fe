import { z } from 'zod';
import { apiErrorBodySchema } from '../../../shared/api/errors';
import type { Answer, AnyContract, HttpMethod, RequestBody } from './route-contract';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, MediaType>;
}

export const ERROR_BODY_REF = '#/components/schemas/ApiErrorBody';

/** What a schema accepts on the wire: requests and answers alike are parsed from JSON. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return rest;
}

/** Fastify's `:id` becomes `{id}`; its closing `*` (the rest of the path) becomes `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

function objectProperties(schema: z.ZodType | undefined) {
  const json = schema ? toJsonSchema(schema) : {};
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return { properties, required };
}

function parameters(contract: AnyContract): OpenApiParameter[] {
  const path = objectProperties(contract.params);
  const names = [...openApiPath(contract.url).matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const inPath = names.map((name = '') => ({
    name,
    in: 'path' as const,
    required: true,
    schema: path.properties[name === 'path' ? '*' : name] ?? { type: 'string' },
  }));
  const query = objectProperties(contract.query);
  const inQuery = Object.entries(query.properties).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: query.required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(body: RequestBody): OpenApiOperation['requestBody'] {
  if (body.kind === 'parsed') {
    return { required: true, content: { [body.mediaType]: { schema: toJsonSchema(body.schema) } } };
  }
  if (body.kind === 'raw') {
    const schema = body.schema ? toJsonSchema(body.schema) : {};
    return {
      required: false,
      description: body.description,
      content: { [body.mediaType]: { schema } },
    };
  }
  const fields = toJsonSchema(body.schema);
  const files = Object.fromEntries(
    Object.entries(body.files).map(([name, description]) => [
      name,
      { type: 'string', contentMediaType: 'application/octet-stream', description },
    ]),
  );
  const schema = {
    ...fields,
    properties: { ...(fields.properties as JsonSchema), ...files },
    required: [...((fields.required ?? []) as string[]), ...Object.keys(body.files)],
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** Whether a path parameter is constrained beyond any text, which the address itself is. */
function paramsCanFail(contract: AnyContract): boolean {
  const { properties } = objectProperties(contract.params);
  return Object.values(properties).some((schema) => JSON.stringify(schema) !== '{"type":"string"}');
}

/** The refusals every route of its kind may answer, beside those it declares. */
function implicitAnswers(contract: AnyContract, method: HttpMethod): Record<number, Answer> {
  const answers: Record<number, Answer> = {};
  const checksInput =
    paramsCanFail(contract) || contract.query || (contract.body && contract.body.kind !== 'raw');
  if (checksInput && !contract.refuseInput) {
    answers[400] = error('The input does not match its schema.', 'invalid_request');
  }
  if (method !== 'GET' && method !== 'HEAD') {
    answers[403] = error('Sent with cookies from another site.', 'foreign_origin');
  }
  if (contract.rateLimit) {
    const { perMinute, refusal } = contract.rateLimit;
    answers[429] = error(`More than ${perMinute} calls a minute from one address.`, refusal().code);
  }
  answers[500] = error('A fault on the server; nothing of it is told.', 'internal_error');
  return answers;
}

function error(description: string, ...codes: Extract<Answer, { kind: 'error' }>['codes']) {
  return { kind: 'error' as const, description, codes };
}

/** The declared answer, with the codes an implicit refusal of the same status adds. */
function merge(declared: Answer | undefined, implicit: Answer | undefined): Answer {
  if (!declared || !implicit) return (declared ?? implicit) as Answer;
  if (declared.kind !== 'error' || implicit.kind !== 'error') return declared;
  const codes = [...new Set([...declared.codes, ...implicit.codes])];
  return { ...declared, codes };
}

function response(answer: Answer): OpenApiResponse {
  if (answer.kind === 'json') {
    const schema = toJsonSchema(answer.schema);
    return { description: answer.description, content: { 'application/json': { schema } } };
  }
  if (answer.kind === 'plain') {
    const { description, mediaType } = answer;
    return mediaType ? { description, content: { [mediaType]: {} } } : { description };
  }
  // `error` repeats `code`; each names an example, which a rendered reference shows first.
  const code = { enum: answer.codes, example: answer.codes[0] };
  const schema = {
    allOf: [{ $ref: ERROR_BODY_REF }, { properties: { code, error: code } }],
  };
  // The codes in the words too: a reader of the rendered page sees them without opening the schema.
  const codes = answer.codes.map((name) => `\`${name}\``).join(', ');
  const description = `${answer.description} ${answer.codes.length > 1 ? 'Codes' : 'Code'}: ${codes}.`;
  return { description, content: { 'application/json': { schema } } };
}

function responses(contract: AnyContract, method: HttpMethod): Record<string, OpenApiResponse> {
  const implicit = implicitAnswers(contract, method);
  const declared: Record<number, Answer> = contract.answers;
  const statuses = [...new Set([...Object.keys(declared), ...Object.keys(implicit)])].map(Number);
  statuses.sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [String(status), response(merge(declared[status], implicit[status]))]),
  );
}

function operation(contract: AnyContract, method: HttpMethod): OpenApiOperation {
  const words = openApiPath(contract.url)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const sendsBody = method === 'POST' || method === 'PATCH';
  const body = sendsBody && contract.body ? requestBody(contract.body) : undefined;
  return {
    operationId: [method.toLowerCase(), ...words].join('_') || method.toLowerCase(),
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.description && { description: contract.description }),
    parameters: parameters(contract),
    ...(body && { requestBody: body }),
    responses: responses(contract, method),
  };
}

/**
 * The OpenAPI 3.1 description of the routes' contracts. A HEAD route is its GET without the
 * body, so only the GET is described.
 */
export function openApiDocument(contracts: readonly AnyContract[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const contract of contracts) {
    const methods = [contract.method].flat().filter((method) => method !== 'HEAD');
    const path = openApiPath(contract.url);
    for (const method of methods) {
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation(contract, method) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masterpiece Me API',
      version: '1.0.0',
      description:
        'The store’s HTTP API: every route as it declares itself. Money is integer cents. Every refusal is the `ApiErrorBody`: act on its `code`, show its `detail`.',
    },
    paths,
    components: { schemas: { ApiErrorBody: toJsonSchema(apiErrorBodySchema) } },
  };
}
