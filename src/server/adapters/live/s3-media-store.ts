import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  MEDIA_CACHE_CONTROL,
  type MediaStore,
  MediaStoreUnavailableError,
  type StoredMedia,
} from '../../ports/media-store';
import { InvalidMediaKeyError, isMediaKey } from '../media-key';

export interface S3MediaStoreSettings {
  bucket: string;
  region: string;
  /** Any S3-compatible server; unset: AWS itself. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** The longest one request may wait for a connection or between bytes of the answer. */
  requestTimeoutMs: number;
  /** Where the browser loads objects from (a public bucket or a CDN); unset: this app's /media. */
  publicBaseUrl?: string;
}

/**
 * Media in an S3 bucket, so every API process and worker sees the same objects. Credentials
 * come from the SDK's standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role).
 */
export function createS3MediaStore(settings: S3MediaStoreSettings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Many S3-compatible servers do not know the SDK's default CRC checksums; s3rver stores
    // a streamed upload with the checksum framing inside the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: settings.requestTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      // Otherwise the SDK only logs a warning and keeps waiting.
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;
  const publicBase = settings.publicBaseUrl ?? '/media';

  function checked(key: string): string {
    if (!isMediaKey(key)) throw new InvalidMediaKeyError(`Invalid media key: ${key}`);
    return key;
  }

  function unavailable(action: string, key: string, error: unknown): MediaStoreUnavailableError {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return new MediaStoreUnavailableError(`S3 could not ${action} ${key}: ${reason}`, {
      cause: error,
    });
  }

  return {
    async put(key, body, contentType) {
      const command = new PutObjectCommand({
        Bucket,
        Key: checked(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        CacheControl: MEDIA_CACHE_CONTROL,
      });
      // An S3 PUT is atomic: a refused or cut-off upload leaves no object behind.
      await client.send(command).catch((error: unknown) => {
        throw unavailable('store', key, error);
      });
    },

    async get(key): Promise<StoredMedia | null> {
      if (!isMediaKey(key)) return null;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!found.Body) return null;
        return {
          body: found.Body as Readable,
          contentType: found.ContentType ?? 'application/octet-stream',
          size: found.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('read', key, error);
      }
    },

    async has(key) {
      if (!isMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw unavailable('look for', key, error);
      }
    },

    async delete(key) {
      await client
        .send(new DeleteObjectCommand({ Bucket, Key: checked(key) }))
        .catch((error: unknown) => {
          if (!isMissing(error)) throw unavailable('delete', key, error);
        });
    },

    url(key) {
      return `${publicBase}/${key}`;
    },

    async ready() {
      // One deadline over the SDK's retries: a readiness probe must answer in time.
      const abortSignal = AbortSignal.timeout(settings.requestTimeoutMs);
      return client.send(new HeadBucketCommand({ Bucket }), { abortSignal }).then(
        () => true,
        () => false,
      );
    },

    close() {
      // The SDK keeps idle connections open for the next request; they would hold the process.
      client.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
