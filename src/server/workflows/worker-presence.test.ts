import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import {
  createWorkerHeartbeatsRepository,
  type WorkerHeartbeatsRepository,
} from '../db/worker-heartbeats-repository';
import { createWorkerHeartbeat, createWorkerPresence } from './worker-presence';

const LEASE_MS = 30_000;
const t0 = new Date('2026-11-30T12:00:00.000Z');
const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

describe.each(testDatabases())('worker presence on %s', (_dialect, open) => {
  let database: TestDatabase;
  let heartbeats: WorkerHeartbeatsRepository;
  let now: Date;
  const clock = () => now;
  const presence = () => createWorkerPresence({ heartbeats, clock, goneAfterMs: LEASE_MS });

  beforeEach(async () => {
    now = t0;
    database = await open();
    heartbeats = createWorkerHeartbeatsRepository(database.db);
  });
  afterEach(async () => database.destroy());

  it('sees no worker before any has beaten', async () => {
    expect(await presence().anyAlive()).toBe(false);
  });

  it('sees a worker while it beats, and none once it stops for a lease', async () => {
    const heartbeat = createWorkerHeartbeat({ heartbeats, clock, everyMs: 60_000, logger });
    heartbeat.start();
    await heartbeat.stop();
    expect(await presence().anyAlive()).toBe(true);

    now = new Date(t0.getTime() + LEASE_MS - 1);
    expect(await presence().anyAlive()).toBe(true);
    now = new Date(t0.getTime() + LEASE_MS);
    expect(await presence().anyAlive()).toBe(false);
  });

  it('answers for the freshest of several workers, and forgets workers gone a day', async () => {
    await heartbeats.beat('old', t0);
    now = new Date(t0.getTime() + 25 * 60 * 60 * 1000);
    await heartbeats.beat('new', now);
    expect(await heartbeats.lastSeen()).toEqual(now);
    const rows = await database.db.selectFrom('worker_heartbeats').select('worker_id').execute();
    expect(rows.map((row) => row.worker_id)).toEqual(['new']);
  });
});
