import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MediaStore, MediaStoreUnavailableError } from '../../ports/media-store';
import { type FaultyS3Proxy, startFaultyS3Proxy } from '../../testing/faulty-s3-proxy';
import { type LocalS3, startLocalS3 } from '../../testing/local-s3';
import { readMedia } from '../../workflows/read-media';
import { createS3MediaStore, type S3MediaStoreSettings } from './s3-media-store';

let s3: LocalS3;
let proxy: FaultyS3Proxy;

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'media' });
  proxy = await startFaultyS3Proxy(s3.endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.credentials.secretAccessKey);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await proxy.close();
  await s3.close();
});
afterEach(() => {
  proxy.fault = { kind: 'none' };
});

function storeAt(endpoint: string, settings: Partial<S3MediaStoreSettings> = {}): MediaStore {
  return createS3MediaStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    requestTimeoutMs: 2_000,
    ...settings,
  });
}

/** Every byte value, so an encoding or checksum framing that touches the body shows. */
const BINARY = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256));

describe('S3 media store', () => {
  it('hands back what it stored, byte for byte, with its type and size', async () => {
    const store = storeAt(s3.endpoint);
    await store.put('artworks/round-trip.png', BINARY, 'image/png');
    expect(await store.has('artworks/round-trip.png')).toBe(true);
    const found = await store.get('artworks/round-trip.png');
    expect(found?.contentType).toBe('image/png');
    expect(found?.size).toBe(BINARY.length);
    expect((await readMedia(store, 'artworks/round-trip.png')).equals(BINARY)).toBe(true);

    await store.delete('artworks/round-trip.png');
    expect(await store.has('artworks/round-trip.png')).toBe(false);
    expect(await store.get('artworks/round-trip.png')).toBeNull();
    await expect(store.delete('artworks/round-trip.png')).resolves.toBeUndefined();
  });

  it('answers nothing for a missing key or one that climbs out of its prefix', async () => {
    const store = storeAt(s3.endpoint);
    await store.put('photos/private.jpg', Buffer.from('private'), 'image/jpeg');
    expect(await store.get('artworks/never-stored.png')).toBeNull();
    expect(await store.has('artworks/never-stored.png')).toBe(false);
    expect(await store.get('artworks/../photos/private.jpg')).toBeNull();
    await expect(store.put('../escape.png', BINARY, 'image/png')).rejects.toThrow(
      /Invalid media key/,
    );
  });

  it('gives the app’s /media URL, or the public base when one is set', () => {
    expect(storeAt(s3.endpoint).url('artworks/a.png')).toBe('/media/artworks/a.png');
    const cdn = storeAt(s3.endpoint, { publicBaseUrl: 'https://cdn.example.com/shop' });
    expect(cdn.url('artworks/a.png')).toBe('https://cdn.example.com/shop/artworks/a.png');
  });

  it('is ready while its bucket answers, and not when the bucket is missing', async () => {
    expect(await storeAt(s3.endpoint).ready()).toBe(true);
    expect(await storeAt(s3.endpoint, { bucket: 'no-such-bucket' }).ready()).toBe(false);
  });

  it('answers a clear error, not a hang, when the server is slower than its timeout', async () => {
    const store = storeAt(proxy.endpoint, { requestTimeoutMs: 200 });
    proxy.fault = { kind: 'slow', delayMs: 5_000 };
    const write = store.put('artworks/slow.png', BINARY, 'image/png');
    await expect(write).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    await expect(write).rejects.toThrow(/S3 could not store artworks\/slow\.png/);
    await expect(store.get('artworks/round-trip.png')).rejects.toBeInstanceOf(
      MediaStoreUnavailableError,
    );
    expect(await store.ready()).toBe(false);
  });

  it.each([403, 500] as const)(
    'fails an upload the server refuses with %i and leaves nothing stored',
    async (status) => {
      const store = storeAt(proxy.endpoint);
      proxy.fault = { kind: 'refuse-writes', status };
      const write = store.put('artworks/refused.png', BINARY, 'image/png');
      await expect(write).rejects.toBeInstanceOf(MediaStoreUnavailableError);
      await expect(write).rejects.toThrow(status === 403 ? /AccessDenied/ : /InternalError/);
      expect(await storeAt(s3.endpoint).has('artworks/refused.png')).toBe(false);
    },
  );
});
