import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, BROTLI_OPTIONS, COMPRESSION_THRESHOLD } from './compression';

type Encoding = 'br' | 'gzip';

interface Representation {
  etag: string;
  encoding?: Encoding;
  payload: Buffer;
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: 'br', gzip: 'gz' };
const ENCODE: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body),
};

/**
 * An answer that never changes (JSON unless told otherwise), serialised once. Its brotli and
 * gzip copies are made on the first request that wants each and kept, so repeat requests never
 * compress again. Every copy has its own ETag, and a request whose If-None-Match names the copy
 * it would get is answered 304 with no body.
 */
export class EncodedAnswer {
  private readonly hash: string;
  private readonly plain: Representation;
  private readonly encoded: Partial<Record<Encoding, Representation>> = {};
  private readonly compressible: boolean;

  constructor(
    body: string,
    private readonly contentType = 'application/json; charset=utf-8',
  ) {
    this.hash = createHash('sha1').update(body).digest('base64url');
    // Bytes, not a string: sending them skips measuring and encoding the text on every poll.
    this.plain = { etag: `"${this.hash}"`, payload: Buffer.from(body) };
    this.compressible = this.plain.payload.length >= COMPRESSION_THRESHOLD;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const sent = this.representation(request.headers['accept-encoding']);
    reply.header('etag', sent.etag);
    if (this.compressible) addVary(reply, 'accept-encoding');
    if (request.headers['if-none-match'] === sent.etag) return reply.code(304).send();
    // @fastify/compress passes an answer that already has a Content-Encoding as it is.
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply.type(this.contentType).send(sent.payload);
  }

  private representation(acceptEncoding: string | undefined): Representation {
    const encoding = this.compressible ? negotiate(acceptEncoding) : undefined;
    if (!encoding) return this.plain;
    this.encoded[encoding] ??= {
      etag: `"${this.hash}-${ETAG_SUFFIX[encoding]}"`,
      encoding,
      payload: ENCODE[encoding](this.plain.payload),
    };
    return this.encoded[encoding];
  }
}

/**
 * The encoding @fastify/compress would pick for this Accept-Encoding: the highest quality
 * wins and brotli a tie; `*` and `x-gzip` stand for gzip, as they do there.
 */
function negotiate(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const encoding = token === 'br' ? 'br' : ['gzip', 'x-gzip', '*'].includes(token) && 'gzip';
    if (!encoding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (quality > bestQuality || (quality === bestQuality && encoding === 'br')) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return bestQuality > 0 ? best : undefined;
}
