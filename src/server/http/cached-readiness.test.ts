import { describe, expect, it } from 'vitest';
import type { ReadinessCheck } from '../ports/readiness-check';
import { createCachedReadiness } from './cached-readiness';

const TIMING = { timeoutMs: 50, freshForMs: 1000 };

function check(name: string, essential: boolean, answer: () => Promise<boolean>) {
  let asked = 0;
  const readiness: ReadinessCheck = {
    name,
    essential,
    ready: () => {
      asked++;
      return answer();
    },
  };
  return { readiness, asked: () => asked };
}

describe('cached readiness', () => {
  it('names a silent database as essential, and a silent media store or Redis as degraded', async () => {
    const checks = [
      check('database', true, async () => false),
      check('media store', false, async () => false),
      check('redis', false, async () => true),
    ];
    const readiness = createCachedReadiness(
      checks.map((c) => c.readiness),
      TIMING,
    );
    expect(await readiness.read()).toEqual({
      silentEssentials: ['database'],
      degraded: ['media store'],
    });
  });

  it('counts a check that hangs as silent once its time is up', async () => {
    const hung = check('media store', false, () => new Promise<boolean>(() => {}));
    const readiness = createCachedReadiness([hung.readiness], TIMING);
    const started = performance.now();
    expect(await readiness.read()).toEqual({ silentEssentials: [], degraded: ['media store'] });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('asks each dependency once for all the probes of a second, then again', async () => {
    let clock = 0;
    const database = check('database', true, async () => true);
    const readiness = createCachedReadiness([database.readiness], TIMING, () => clock);
    await Promise.all([readiness.read(), readiness.read(), readiness.read()]);
    clock = 900;
    await readiness.read();
    expect(database.asked()).toBe(1);
    clock = 1_100;
    await readiness.read();
    expect(database.asked()).toBe(2);
  });

  it('counts a check that throws as silent', async () => {
    const broken = check('redis', false, () => Promise.reject(new Error('closed')));
    const readiness = createCachedReadiness([broken.readiness], TIMING);
    expect((await readiness.read()).degraded).toEqual(['redis']);
  });
});
