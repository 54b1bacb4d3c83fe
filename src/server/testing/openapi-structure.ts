/**
 * What makes a document fail OpenAPI 3.1's required structure, as a list of problems (none for
 * a sound one): the fields the specification requires, path templates matched by required path
 * parameters, unique operation ids and parameters, response codes, and $refs that resolve. No
 * validator package is installed; this checks what the specification's own schema would.
 */
type Node = Record<string, unknown>;

const OPERATION_KEYS = new Set([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);
const PATH_ITEM_KEYS = new Set([
  ...OPERATION_KEYS,
  'summary',
  'description',
  'servers',
  'parameters',
]);
const PARAMETER_PLACES = new Set(['path', 'query', 'header', 'cookie']);
const STATUS = /^(default|[1-5](\d\d|XX))$/;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isObject(value)) {
    if (typeof value.$ref === 'string') found.push(value.$ref);
    for (const inner of Object.values(value)) refsIn(inner, found);
  }
  return found;
}

function resolves(document: Node, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let at: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    if (!isObject(at)) return false;
    at = at[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return at !== undefined;
}

function operationProblems(where: string, path: string, op: unknown, ids: Set<string>): string[] {
  if (!isObject(op)) return [`${where}: not an object`];
  const problems: string[] = [];
  if (op.operationId !== undefined) {
    if (!isText(op.operationId) || ids.has(String(op.operationId))) {
      problems.push(`${where}: operationId missing or repeated`);
    }
    ids.add(String(op.operationId));
  }
  const parameters = (op.parameters ?? []) as unknown[];
  const seen = new Set<string>();
  for (const parameter of parameters) {
    if (
      !isObject(parameter) ||
      !isText(parameter.name) ||
      !PARAMETER_PLACES.has(String(parameter.in))
    ) {
      problems.push(`${where}: a parameter lacks its name or place`);
      continue;
    }
    const key = `${parameter.in}:${parameter.name}`;
    if (seen.has(key)) problems.push(`${where}: parameter ${key} twice`);
    seen.add(key);
    if (parameter.in === 'path' && parameter.required !== true) {
      problems.push(`${where}: path parameter ${parameter.name} not required`);
    }
    if (!isObject(parameter.schema) && !isObject(parameter.content)) {
      problems.push(`${where}: parameter ${parameter.name} has no schema`);
    }
  }
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!seen.has(`path:${name}`)) problems.push(`${where}: no path parameter for {${name}}`);
  }
  for (const key of seen) {
    const [place, name] = key.split(':');
    if (place === 'path' && !path.includes(`{${name}}`)) {
      problems.push(`${where}: path parameter ${name} is not in the path`);
    }
  }
  if (op.requestBody !== undefined) {
    const body = op.requestBody;
    if (!isObject(body) || !isObject(body.content) || Object.keys(body.content).length === 0) {
      problems.push(`${where}: requestBody without content`);
    }
  }
  if (!isObject(op.responses) || Object.keys(op.responses).length === 0) {
    return [...problems, `${where}: no responses`];
  }
  for (const [status, response] of Object.entries(op.responses)) {
    if (!STATUS.test(status)) problems.push(`${where}: response code ${status}`);
    if (!isObject(response) || typeof response.description !== 'string') {
      problems.push(`${where} ${status}: response without a description`);
    } else if (response.content !== undefined && !isObject(response.content)) {
      problems.push(`${where} ${status}: content is not a map of media types`);
    }
  }
  return problems;
}

export function openApiProblems(document: unknown): string[] {
  if (!isObject(document)) return ['the document is not an object'];
  const problems: string[] = [];
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push('openapi is not a 3.1.x version');
  }
  const { info, paths } = document;
  if (!isObject(info) || !isText(info.title) || !isText(info.version)) {
    problems.push('info needs a title and a version');
  }
  if (!isObject(paths)) return [...problems, 'paths is not an object'];
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    for (const [key, op] of Object.entries(item)) {
      if (!PATH_ITEM_KEYS.has(key)) problems.push(`${path}: unknown field ${key}`);
      if (OPERATION_KEYS.has(key))
        problems.push(...operationProblems(`${key} ${path}`, path, op, ids));
    }
  }
  for (const ref of refsIn(document)) {
    if (!resolves(document, ref)) problems.push(`$ref ${ref} does not resolve`);
  }
  return problems;
}
