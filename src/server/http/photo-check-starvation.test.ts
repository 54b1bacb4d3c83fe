import { existsSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_MESSAGES } from '../../shared/upload-errors';
import { startGuest, startGuestOverHttp } from '../testing/guest-session';
import { rowCount } from '../testing/row-counts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

const STORE_ORIGIN = 'http://localhost:3000';
/** Long enough for a server to read a request it has been sent whole, and start on it. */
const READ_PAUSE_MS = 1000;
const MINUTE_MS = 60_000;

const heic = { bytes: fixturePhoto('heic_iphone13pro_pug_4032x3024.heic'), name: 'pug.heic' };
const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let test: TestApp | undefined;

async function listen(env: Record<string, string>): Promise<string> {
  test = await startTestApp(env);
  return test.app.listen({ host: '127.0.0.1', port: 0 });
}

/** An upload form's bytes and content type, as fetch would send them. */
async function encode(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

/** The shoppers' photos in the local media store, originals and normalised. */
function storedPhotos(dataDir: string): string[] {
  const media = join(dataDir, 'media');
  if (!existsSync(media)) return [];
  return readdirSync(media, { recursive: true })
    .map(String)
    .filter((name) => /^(originals|photos)\/./.test(name));
}

/** Uploads as a browser does, over HTTP, answering the status and how long it took. */
async function timedUpload(base: string, file: typeof heic) {
  const guest = await startGuestOverHttp(base);
  const started = performance.now();
  const response = await fetch(`${base}/`, {
    method: 'POST',
    headers: { cookie: guest.cookie, origin: STORE_ORIGIN },
    body: uploadForm(file, { guest_session_id: guest.id }),
  });
  const body = (await response.json()) as { status?: string };
  return { status: response.status, body, ms: performance.now() - started };
}

/** Sends a whole upload on a socket of its own and leaves the socket open, unread. */
async function sendAndKeepOpen(base: string, file: typeof heic): Promise<Socket> {
  const guest = await startGuestOverHttp(base);
  const { body, type } = await encode(uploadForm(file, { guest_session_id: guest.id }));
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  const head = [
    'POST / HTTP/1.1',
    `Host: ${hostname}:${port}`,
    `Origin: ${STORE_ORIGIN}`,
    `Cookie: ${guest.cookie}`,
    `Content-Type: ${type}`,
    `Content-Length: ${body.length}`,
    '',
    '',
  ].join('\r\n');
  await new Promise<void>((resolve) =>
    socket.write(Buffer.concat([Buffer.from(head), body]), () => resolve()),
  );
  return socket;
}

describe('a photo check that abandoned uploads cannot starve', () => {
  let base: string;
  /** How long a HEIC's check takes on this machine when nothing else waits: the yardstick. */
  let loneHeicMs: number;
  beforeAll(async () => {
    // Every socket here comes from 127.0.0.1: the per-address bound is lifted so the eight
    // stand for eight clients, as they would arrive from eight addresses.
    base = await listen({ PHOTO_CHECKS_PER_ADDRESS: '20', UPLOAD_RATE_LIMIT_PER_MINUTE: '100' });
    // The face models load once, on the first check: not a cost of any one upload.
    expect((await timedUpload(base, hopper)).status).toBe(200);
    const lone = await timedUpload(base, heic);
    expect(lone.status).toBe(422);
    loneHeicMs = lone.ms;
  }, 3 * MINUTE_MS);
  afterAll(() => test?.close());

  it(
    "answers a shopper's small JPEG behind eight HEIC uploads whose clients hung up, waiting for none of them",
    async () => {
      const abandoned = await Promise.all(
        Array.from({ length: 8 }, () => sendAndKeepOpen(base, heic)),
      );
      await pause(READ_PAUSE_MS);
      for (const socket of abandoned) socket.destroy();

      const shopper = await timedUpload(base, hopper);
      console.info(
        `JPEG behind eight abandoned HEICs answered in ${Math.round(shopper.ms)} ms (a lone HEIC: ${Math.round(loneHeicMs)} ms)`,
      );
      expect(shopper.status).toBe(200);
      expect(shopper.body.status).toBe('queued');
      // Behind even two of the HEICs it would have waited twice a lone HEIC's check.
      expect(shopper.ms).toBeLessThan(2 * loneHeicMs);
    },
    MINUTE_MS,
  );
});

describe('the photo-check queue of one client address', () => {
  afterEach(() => test?.close());

  it(
    'answers 503 gallery_busy at once when full, and stores nothing of the refused upload',
    async () => {
      test = await startTestApp({ PHOTO_CHECKS_PER_ADDRESS: '2' });
      const { app, services } = test;
      let heldAnswered = false;
      // Two HEICs fill the address's places; what becomes of them once the test is over (the
      // threads are stopped under them) is no matter.
      for (let n = 0; n < 2; n += 1) {
        const guest = await startGuest(app);
        const form = uploadForm(heic, { guest_session_id: guest.id });
        guest.inject({ method: 'POST', url: '/', payload: form }).then(
          () => {
            heldAnswered = true;
          },
          () => {},
        );
      }
      await pause(READ_PAUSE_MS);

      const guest = await startGuest(app);
      const refused = await guest.inject({
        method: 'POST',
        url: '/',
        payload: uploadForm(hopper, { guest_session_id: guest.id }),
      });
      expect(heldAnswered).toBe(false);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        error: 'gallery_busy',
        message: UPLOAD_ERROR_MESSAGES.galleryBusy,
      });
      expect(await rowCount(services.db, 'jobs')).toBe(0);
      expect(storedPhotos(services.dataDir)).toEqual([]);
    },
    MINUTE_MS,
  );
});
