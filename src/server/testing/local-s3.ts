import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** `http://127.0.0.1:<port>`, for `S3_ENDPOINT` with path-style addressing. */
  endpoint: string;
  bucket: string;
  /** The only key pair s3rver takes: set them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/**
 * A real S3 implementation (s3rver) on a random port with its files in a
 * fresh temp dir, the bucket already made. It checks request signatures, so clients must sign
 * with `credentials`.
 */
export async function startLocalS3({ bucket }: { bucket: string }): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'mpm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
