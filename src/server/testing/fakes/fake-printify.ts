import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  BLUEPRINTS,
  CATALOG_VARIANTS,
  type FakeCatalogVariant,
  PRINT_PROVIDERS,
} from './fake-printify-catalogue';
import { createFakeOrdersRoute } from './fake-printify-orders';
import {
  buildStoredProduct,
  type CreateProductBody,
  productProblem,
} from './fake-printify-product';
import { type FakeShippingBody, quoteFakeShipping } from './fake-printify-shipping';
import { listenLocally, readBody, sendJson } from './local-server';

/**
 * A stand-in for the Printify REST API v1 on loopback: the catalogue, image uploads, shop
 * products, shipping costs and orders, answering in the documented shapes and refusing what
 * Printify refuses. It records every request and can be told to fail the next calls to a route
 * (rate limits, outages).
 */
export interface RecordedPrintifyRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  userAgent: string | undefined;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Printify does the request, but its answer is lost and this one arrives instead. */
  afterHandling?: boolean;
}

export interface FakePrintify {
  url: string;
  apiToken: string;
  shopId: string;
  requests: RecordedPrintifyRequest[];
  uploads: Map<string, { fileName: string; bytes: Buffer }>;
  /** `route` is `METHOD /path` exactly, e.g. `POST /v1/uploads/images.json`. */
  failNext(route: string, ...replies: FakeReply[]): void;
  /** Moves a shop order to a status of Printify's, as its print provider would. */
  setOrderStatus(orderId: string, status: string): void;
  close(): Promise<void>;
}

/** Printify's documented error body. */
export const printifyError = (code: number, message: string, reason: string) => ({
  status: 'error',
  code,
  message,
  errors: { reason, code },
});

export const rateLimitReply = (): FakeReply => ({
  status: 429,
  headers: { 'retry-after': '0' },
  body: printifyError(429, 'Too Many Attempts.', 'Rate limit of 600 requests per minute exceeded'),
});

type UploadBody = { file_name?: string; contents?: string };

const hexId = () => randomBytes(12).toString('hex');

export async function startFakePrintify(
  options: { apiToken?: string; shopId?: string } = {},
): Promise<FakePrintify> {
  const apiToken = options.apiToken ?? 'printify-test-token';
  const shopId = options.shopId ?? '4242';
  const requests: RecordedPrintifyRequest[] = [];
  const uploads = new Map<string, { fileName: string; bytes: Buffer }>();
  const products = new Map<string, ReturnType<typeof buildStoredProduct>>();
  const failures = new Map<string, FakeReply[]>();
  const shopOrders = createFakeOrdersRoute(shopId, products);

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): Promise<FakeReply> {
    const notFound = { status: 404, body: printifyError(404, 'Not found.', `${method} ${path}`) };
    const ordered = shopOrders.route(method, path, query, body);
    if (ordered && 'problem' in ordered) {
      return ordered.status === 404
        ? { status: 404, body: printifyError(404, 'Not found.', ordered.problem) }
        : { status: 400, body: printifyError(8150, 'Validation failed.', ordered.problem) };
    }
    if (ordered) return ordered;
    if (method === 'GET' && path === '/v1/catalog/blueprints.json') {
      return { status: 200, body: BLUEPRINTS };
    }
    let match = /^\/v1\/catalog\/blueprints\/(\d+)\/print_providers\.json$/.exec(path);
    if (method === 'GET' && match) {
      const providers = PRINT_PROVIDERS[Number(match[1])];
      return providers ? { status: 200, body: providers } : notFound;
    }
    match = /^\/v1\/catalog\/blueprints\/(\d+)\/print_providers\/(\d+)\/variants\.json$/.exec(path);
    if (method === 'GET' && match) {
      const variants = CATALOG_VARIANTS[`${match[1]}/${match[2]}`];
      const provider = PRINT_PROVIDERS[Number(match[1])]?.find((p) => p.id === Number(match?.[2]));
      return variants && provider ? { status: 200, body: { ...provider, variants } } : notFound;
    }
    if (method === 'POST' && path === '/v1/uploads/images.json') return upload(body as UploadBody);
    if (method === 'POST' && path === `/v1/shops/${shopId}/orders/shipping.json`) {
      const answer = quoteFakeShipping(body as FakeShippingBody);
      return 'costs' in answer
        ? { status: 200, body: answer.costs }
        : { status: 400, body: printifyError(8150, 'Validation failed.', answer.problem) };
    }
    match = /^\/v1\/shops\/([^/]+)\/products(?:\/([^/]+))?\.json$/.exec(path);
    if (!match || match[1] !== shopId) return notFound;
    if (method === 'POST' && !match[2]) return createProduct(body as CreateProductBody);
    const product = match[2] ? products.get(match[2]) : undefined;
    if (method === 'DELETE' && product && match[2]) {
      products.delete(match[2]);
      return { status: 200, body: {} };
    }
    return method === 'GET' && product ? { status: 200, body: product } : notFound;
  }

  async function upload(body: UploadBody): Promise<FakeReply> {
    const bytes = Buffer.from(body.contents ?? '', 'base64');
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!body.file_name || !meta?.width || !meta.height) {
      const cause = 'Failed to upload image. Cause: {"code":"error.file.wrong.format"}';
      return { status: 400, body: printifyError(8201, 'Validation failed.', cause) };
    }
    const id = hexId();
    uploads.set(id, { fileName: body.file_name, bytes });
    const uploaded = { id, file_name: body.file_name, height: meta.height, width: meta.width };
    const extra = {
      size: bytes.length,
      mime_type: `image/${meta.format}`,
      upload_time: '2025-01-09 07:29:43',
    };
    const preview = { preview_url: `https://images.printify.com/preview/${id}` };
    return { status: 200, body: { ...uploaded, ...extra, ...preview } };
  }

  function createProduct(body: CreateProductBody): FakeReply {
    const catalog: FakeCatalogVariant[] | undefined =
      CATALOG_VARIANTS[`${body.blueprint_id}/${body.print_provider_id}`];
    const problem = productProblem(body, catalog, new Set(uploads.keys()));
    if (problem || !catalog) {
      return { status: 400, body: printifyError(8150, 'Validation failed.', problem ?? '') };
    }
    const product = buildStoredProduct(body, catalog, shopId);
    products.set(product.id, product);
    return { status: 200, body: product };
  }

  const server = await listenLocally(async (req, res) => {
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const path = url.pathname;
    let body: unknown;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      sendJson(res, 400, printifyError(400, 'Malformed JSON.', 'The body is not JSON'));
      return;
    }
    requests.push({
      method,
      path,
      authorization: req.headers.authorization,
      userAgent: req.headers['user-agent'],
      body,
    });
    const scripted = failures.get(`${method} ${path}`)?.shift();
    if (scripted?.afterHandling) await route(method, path, url.searchParams, body);
    const reply =
      scripted ??
      (req.headers.authorization !== `Bearer ${apiToken}`
        ? { status: 401, body: printifyError(401, 'Unauthenticated.', 'Invalid token') }
        : !req.headers['user-agent']
          ? {
              status: 400,
              body: printifyError(400, 'Bad request.', 'A User-Agent header is required'),
            }
          : await route(method, path, url.searchParams, body));
    sendJson(res, reply.status, reply.body ?? {}, reply.headers);
  });

  return {
    url: server.url,
    apiToken,
    shopId,
    requests,
    uploads,
    failNext: (routeKey, ...replies) =>
      failures.set(routeKey, [...(failures.get(routeKey) ?? []), ...replies]),
    setOrderStatus: shopOrders.setStatus,
    close: server.close,
  };
}
