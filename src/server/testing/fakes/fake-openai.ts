import sharp from 'sharp';
import { listenLocally, readBody, sendJson } from './local-server';

/**
 * A stand-in for the OpenAI images edits endpoint (POST /v1/images/edits) that answers in the
 * documented shapes: `{ created, data: [{ b64_json }], usage }` on success and
 * `{ error: { message, type, param, code } }` on failure. Replies are scripted per request;
 * once the script runs out every request gets an image.
 */
export type FakeOpenAiReply =
  | { kind: 'image' }
  | { kind: 'error'; status: number; body: unknown; headers?: Record<string, string> }
  /** Accepts the request and never answers, for timeouts. */
  | { kind: 'hang' };

export interface RecordedEdit {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  image: { name: string; type: string; bytes: Buffer } | null;
}

export interface FakeOpenAi {
  /** What the SDK takes as `baseURL` (ends in `/v1`). */
  baseURL: string;
  /** The PNG every successful reply carries. */
  png: Buffer;
  requests: RecordedEdit[];
  script(...replies: FakeOpenAiReply[]): void;
  close(): Promise<void>;
}

const apiError = (status: number, code: string, type: string, message: string, headers = {}) =>
  ({
    kind: 'error',
    status,
    headers,
    body: { error: { message, type, param: null, code } },
  }) satisfies FakeOpenAiReply;

export const moderationBlocked = () =>
  apiError(
    400,
    'moderation_blocked',
    'image_generation_user_error',
    'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_123.',
  );

export const contentPolicyViolation = () =>
  apiError(
    400,
    'content_policy_violation',
    'invalid_request_error',
    'Your request was rejected as a result of our safety system.',
  );

export const rateLimited = () =>
  apiError(
    429,
    'rate_limit_exceeded',
    'requests',
    'Rate limit reached for gpt-image-2 on images per minute.',
    { 'retry-after': '0' },
  );

export const serverError = () =>
  apiError(500, 'server_error', 'server_error', 'The server had an error processing your request.');

/** `reply`: the PNG every image reply carries, or the size of a flat one. */
export async function startFakeOpenAi(
  reply: Buffer | { width: number; height: number } = { width: 64, height: 96 },
): Promise<FakeOpenAi> {
  const png = Buffer.isBuffer(reply)
    ? reply
    : await sharp({ create: { ...reply, channels: 3, background: { r: 180, g: 120, b: 60 } } })
        .png()
        .toBuffer();
  const requests: RecordedEdit[] = [];
  const queue: FakeOpenAiReply[] = [];

  const server = await listenLocally(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/images/edits') {
      sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      return;
    }
    requests.push({
      path: req.url,
      authorization: req.headers.authorization,
      ...(await parseForm(req.headers['content-type'], body)),
    });
    const reply = queue.shift() ?? { kind: 'image' };
    if (reply.kind === 'hang') return;
    if (reply.kind === 'error') {
      sendJson(res, reply.status, reply.body, reply.headers);
      return;
    }
    sendJson(res, 200, {
      created: Math.floor(Date.now() / 1000),
      background: 'opaque',
      data: [{ b64_json: png.toString('base64') }],
      output_format: 'png',
      quality: 'high',
      size: '1024x1536',
      usage: {
        input_tokens: 1200,
        input_tokens_details: { image_tokens: 1000, text_tokens: 200 },
        output_tokens: 6240,
        total_tokens: 7440,
      },
    });
  });

  return {
    baseURL: `${server.url}/v1`,
    png,
    requests,
    script: (...replies) => queue.push(...replies),
    close: server.close,
  };
}

async function parseForm(contentType: string | undefined, body: Buffer) {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType ?? '' },
    body: Uint8Array.from(body),
  }).formData();
  const fields: Record<string, string> = {};
  let image: RecordedEdit['image'] = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'image' || key === 'image[]') {
      image = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return { fields, image };
}
