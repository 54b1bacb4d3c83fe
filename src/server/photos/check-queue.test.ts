import { describe, expect, it } from 'vitest';
import { type CheckLane, type CheckLimits, createCheckQueue } from './check-queue';

const roomy: CheckLimits = { perAddress: 10, overall: 10, heic: 10 };

/** A decoding the test finishes when it chooses, and whether it ever started. */
function heldDecoding() {
  let finish = () => {};
  const decoding = {
    started: false,
    done: () => finish(),
    decode: () => {
      decoding.started = true;
      return new Promise<string>((resolve) => {
        finish = () => resolve('decoded');
      });
    },
  };
  return decoding;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(
  queue: ReturnType<typeof createCheckQueue>,
  lane: CheckLane,
  options: { clientAddress?: string; abandoned?: AbortSignal } = {},
) {
  const decoding = heldDecoding();
  const outcome = queue.run({
    clientAddress: options.clientAddress ?? '203.0.113.1',
    lane,
    abandoned: options.abandoned,
    decode: decoding.decode,
    finish: async (decoded) => `${decoded} and checked`,
  });
  return { decoding, outcome };
}

describe('the photo-check queue', () => {
  it('runs a JPEG while HEICs hold their own lane', async () => {
    const queue = createCheckQueue(roomy, { heic: 1, other: 1 });
    const heics = [start(queue, 'heic'), start(queue, 'heic')];
    const jpeg = start(queue, 'other');
    await settle();
    expect(jpeg.decoding.started).toBe(true);
    expect(heics.map((heic) => heic.decoding.started)).toEqual([true, false]);
    jpeg.decoding.done();
    expect(await jpeg.outcome).toEqual({ ran: true, value: 'decoded and checked' });
  });

  it('drops a check whose client hangs up while it waits, and runs the next in its place', async () => {
    const queue = createCheckQueue(roomy, { heic: 1, other: 1 });
    const first = start(queue, 'heic');
    const hangUp = new AbortController();
    const abandoned = start(queue, 'heic', { abandoned: hangUp.signal });
    const next = start(queue, 'heic');
    hangUp.abort();
    expect(await abandoned.outcome).toEqual({ ran: false, refusal: 'abandoned' });
    first.decoding.done();
    await first.outcome;
    await settle();
    expect(abandoned.decoding.started).toBe(false);
    expect(next.decoding.started).toBe(true);
  });

  it('does not finish a check whose client hung up during its decoding', async () => {
    const queue = createCheckQueue(roomy, { heic: 1, other: 1 });
    const hangUp = new AbortController();
    const check = start(queue, 'other', { abandoned: hangUp.signal });
    await settle();
    hangUp.abort();
    check.decoding.done();
    expect(await check.outcome).toEqual({ ran: false, refusal: 'abandoned' });
  });

  it('refuses at once past the checks one address may have, while others still get in', async () => {
    const queue = createCheckQueue({ ...roomy, perAddress: 2 }, { heic: 1, other: 1 });
    const held = [start(queue, 'other'), start(queue, 'other')];
    expect(await start(queue, 'other').outcome).toEqual({ ran: false, refusal: 'busy' });
    const elsewhere = start(queue, 'other', { clientAddress: '198.51.100.7' });
    for (const check of held) {
      await settle();
      check.decoding.done();
      await check.outcome;
    }
    await settle();
    expect(elsewhere.decoding.started).toBe(true);
  });

  it('refuses past the overall bound, and HEICs past their own share of it', async () => {
    const queue = createCheckQueue({ perAddress: 10, overall: 3, heic: 2 }, { heic: 1, other: 1 });
    const address = (n: number) => ({ clientAddress: `192.0.2.${n}` });
    start(queue, 'heic', address(1));
    start(queue, 'heic', address(2));
    expect(await start(queue, 'heic', address(3)).outcome).toEqual({
      ran: false,
      refusal: 'busy',
    });
    start(queue, 'other', address(4));
    expect(await start(queue, 'other', address(5)).outcome).toEqual({
      ran: false,
      refusal: 'busy',
    });
  });

  it('gives a refused address its places back once its checks are done', async () => {
    const queue = createCheckQueue({ ...roomy, perAddress: 1 }, { heic: 1, other: 1 });
    const first = start(queue, 'other');
    first.decoding.done();
    await first.outcome;
    const again = start(queue, 'other');
    await settle();
    expect(again.decoding.started).toBe(true);
  });
});
