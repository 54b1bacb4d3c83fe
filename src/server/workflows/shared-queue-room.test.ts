import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueueHoldsRepository } from '../db/queue-holds-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import {
  createQueueRoom,
  createSharedQueueRoom,
  HOLD_EXPIRES_MS,
  type QueueRoom,
} from './queue-room';

const MAX_DEPTH = 5;
const logger = pino({ level: 'silent' });
const postgres = testDatabases().find(([dialect]) => dialect === 'postgres')?.[1];

/*
 * QUEUE_MAX_DEPTH over two API processes sharing one Postgres: each process's room is its own
 * object, as in two processes; only the database is shared between them.
 */
describe.skipIf(!postgres)('the queue room shared by API processes', () => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  let queued = 0;
  const queue = { depth: async () => queued };
  let now = new Date('2026-12-01T10:00:00Z');
  const clock = () => now;

  /** Uploads arriving at once, half at each process: how many each room admitted. */
  async function admit(rooms: QueueRoom[], uploads: number) {
    return Promise.all(
      Array.from({ length: uploads }, (_, i) => (rooms[i % rooms.length] as QueueRoom).hold()),
    );
  }

  /** Two API processes' rooms over the one Postgres. */
  const twoProcessesRooms = () =>
    [1, 2].map(() =>
      createSharedQueueRoom(
        createQueueHoldsRepository(database.db),
        queue,
        MAX_DEPTH,
        clock,
        logger,
      ),
    );

  it('admits no more uploads than there is room for, however they are spread', async () => {
    database = await (postgres as () => Promise<TestDatabase>)();
    queued = 2;
    const rooms = twoProcessesRooms();
    const held = await admit(rooms, 12);
    expect(held.filter(Boolean)).toHaveLength(MAX_DEPTH - queued);
    // The same uploads with a room per process, as before: each admitted its own three.
    const apart = [1, 2].map(() => createQueueRoom(queue, MAX_DEPTH));
    expect((await admit(apart, 12)).filter(Boolean)).toHaveLength(2 * (MAX_DEPTH - queued));
  });

  it('gives a place back once its job is queued, and frees a dead process’s in time', async () => {
    database = await (postgres as () => Promise<TestDatabase>)();
    queued = 0;
    const rooms = twoProcessesRooms();
    const second = rooms[1] as QueueRoom;
    const held = await admit(rooms, MAX_DEPTH);
    expect(held.every(Boolean)).toBe(true);
    expect(await second.hold()).toBeNull();

    // Two jobs queued and their places given back: the queue is as full as before.
    queued = 2;
    held[0]?.();
    held[1]?.();
    await vi.waitFor(async () => {
      const left = await database.db.selectFrom('queue_holds').select('id').execute();
      expect(left).toHaveLength(MAX_DEPTH - 2);
    });
    expect(await second.hold()).toBeNull();
    queued = 1;
    const next = await second.hold();
    expect(next).toBeTypeOf('function');

    // The processes holding the places died before giving them back: the places run out.
    now = new Date(now.getTime() + HOLD_EXPIRES_MS + 1);
    expect((await admit(rooms, 6)).filter(Boolean)).toHaveLength(MAX_DEPTH - queued);
  });

  it('admits a burst larger than the pool when the queue’s depth is read from the same database', async () => {
    database = await (postgres as () => Promise<TestDatabase>)();
    const db = database.db;
    // The table queue (Postgres without Redis): its depth is a query on the store's own pool.
    const tableQueue = {
      depth: async () => {
        const { rows } = await sql<{ n: number }>`select 0::int as n`.execute(db);
        return rows[0]?.n ?? 0;
      },
    };
    const room = createSharedQueueRoom(
      createQueueHoldsRepository(db),
      tableQueue,
      100,
      clock,
      logger,
    );
    const held = await admit([room], 12);
    expect(held.every(Boolean)).toBe(true);
  }, 10_000);
});
