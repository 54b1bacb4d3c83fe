import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorCode } from '../../../shared/api/errors';
import type { HttpError } from '../errors';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

/** An answer whose JSON body is this schema. */
export interface JsonAnswer<S extends z.ZodType = z.ZodType> {
  kind: 'json';
  description: string;
  schema: S;
}

/** An answer of another kind: a page, an image, a redirect or no body at all. */
export interface PlainAnswer {
  kind: 'plain';
  description: string;
  /** Absent when the answer has no body. */
  mediaType?: string;
}

/** A refusal: the shared error body, with one of `codes`. */
export interface ErrorAnswer {
  kind: 'error';
  description: string;
  codes: readonly ApiErrorCode[];
}

export type Answer = JsonAnswer | PlainAnswer | ErrorAnswer;

export const json = <S extends z.ZodType>(schema: S, description: string): JsonAnswer<S> => ({
  kind: 'json',
  description,
  schema,
});

export const plain = (description: string, mediaType?: string): PlainAnswer => ({
  kind: 'plain',
  description,
  mediaType,
});

export const fails = (description: string, ...codes: ApiErrorCode[]): ErrorAnswer => ({
  kind: 'error',
  description,
  codes,
});

/** A body Fastify parses (JSON, or a form) and the route's schema checks. */
export interface ParsedBody<S extends z.ZodType = z.ZodType> {
  kind: 'parsed';
  schema: S;
  mediaType: 'application/json' | 'application/x-www-form-urlencoded';
}

/** The parts of a multipart body, as the route reads them. */
export interface MultipartParts {
  fields: Record<string, string>;
  files: Partial<Record<string, Buffer>>;
}

/** A multipart body: its text fields are checked by `schema`, its files come as they are. */
export interface MultipartBody<S extends z.ZodType = z.ZodType> {
  kind: 'multipart';
  schema: S;
  /** Each file part's name and what it is; every one is required. */
  files: Record<string, string>;
  read(request: FastifyRequest): Promise<MultipartParts>;
}

/**
 * A body taken as sent and checked by what the route hands it to (a signature, the identity
 * provider); `schema` documents its shape.
 */
export interface RawBody {
  kind: 'raw';
  mediaType: string;
  description: string;
  schema?: z.ZodType;
}

export type RequestBody = ParsedBody | MultipartBody | RawBody;

export const jsonBody = <S extends z.ZodType>(schema: S): ParsedBody<S> => ({
  kind: 'parsed',
  schema,
  mediaType: 'application/json',
});

export const formBody = <S extends z.ZodType>(schema: S): ParsedBody<S> => ({
  kind: 'parsed',
  schema,
  mediaType: 'application/x-www-form-urlencoded',
});

/** A limit on calls a minute per client address, and the refusal once it is reached. */
export interface RateLimit {
  perMinute: number;
  refusal: () => HttpError;
}

export interface RouteContract<
  B extends RequestBody | undefined = RequestBody | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Record<number, Answer> = Record<number, Answer>,
> {
  method: HttpMethod | readonly HttpMethod[];
  /** Fastify's spelling: `:id` for a path parameter, `*` for the rest of the path. */
  url: string;
  /** The API area, as the reference groups it. */
  tag: string;
  summary: string;
  description?: string;
  body?: B;
  query?: Q;
  params?: P;
  answers: A;
  rateLimit?: RateLimit;
  /**
   * How input that fails its schema is refused, when not with 400 `invalid_request` naming
   * the fields at fault (a link that cannot be right is simply not found, say).
   */
  refuseInput?: (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

export type AnyContract = RouteContract;

type Checked<S> = S extends z.ZodType ? z.output<S> : undefined;

type BodyOf<B> = B extends { kind: 'parsed' | 'multipart'; schema: infer S } ? Checked<S> : unknown;

type FilesOf<B> = B extends { kind: 'multipart' } ? MultipartParts['files'] : undefined;

/** What a handler is given: the request's parts, each checked by its schema. */
export interface RouteInput<B, Q, P> {
  body: BodyOf<B>;
  files: FilesOf<B>;
  query: Checked<Q>;
  params: Checked<P>;
}

/** The JSON bodies a route's answers declare, as the handler must produce them. */
export type JsonAnswerOf<A> = {
  [K in keyof A]: A[K] extends JsonAnswer<infer S> ? z.input<S> : never;
}[keyof A];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declared contract: what it takes and answers, and its rate limit. */
    contract?: AnyContract;
  }
}
