import { describe, expect, it, vi } from 'vitest';
import type { CheckOutcome } from './check-queue';
import type { PhotoVerdict } from './inspect-photo';
import { rememberChecks } from './remembered-checks';

const passed: CheckOutcome<PhotoVerdict> = {
  ran: true,
  value: { ok: true, photo: { type: 'jpeg', jpeg: Buffer.from('j'), width: 800, height: 800 } },
};
const request = { clientAddress: '127.0.0.1' };

function setup(answer: CheckOutcome<PhotoVerdict> = passed) {
  let now = 0;
  const inspect = vi.fn(async () => answer);
  const checks = rememberChecks(inspect, { entries: 2, ttlMs: 60_000, clock: () => now });
  return { inspect, checks, later: (ms: number) => (now += ms) };
}

describe('rememberChecks', () => {
  it('answers the same bytes again from the first check, within its time', async () => {
    const { inspect, checks, later } = setup();
    expect(await checks(Buffer.from('photo'), request)).toBe(passed);
    expect(await checks(Buffer.from('photo'), request)).toBe(passed);
    expect(inspect).toHaveBeenCalledTimes(1);
    later(60_000);
    await checks(Buffer.from('photo'), request);
    expect(inspect).toHaveBeenCalledTimes(2);
  });

  it('checks other bytes, and forgets the oldest past its size', async () => {
    const { inspect, checks } = setup();
    for (const name of ['a', 'b', 'c', 'a']) await checks(Buffer.from(name), request);
    expect(inspect).toHaveBeenCalledTimes(4);
  });

  it('keeps no check that did not run', async () => {
    const { inspect, checks } = setup({ ran: false, refusal: 'busy' });
    await checks(Buffer.from('photo'), request);
    await checks(Buffer.from('photo'), request);
    expect(inspect).toHaveBeenCalledTimes(2);
  });
});
