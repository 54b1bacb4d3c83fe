import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
 * A real S3 implementation (s3rver) on a random port with its files in a fresh temp dir, the
 * bucket already made. It checks request signatures, so clients must sign with `credentials`.
 */
export async function startLocalS3({ bucket }: { bucket: string }): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'mpm-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  // Our own server around s3rver's handler, so close() can cut the keep-alive connections
  // that clients still hold rather than wait for them.
  const server = createServer(s3rver.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
