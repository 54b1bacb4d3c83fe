import { describe, expect, it } from 'vitest';
import type { JobsRepository } from '../db/jobs-repository';
import { type JobQueue, QueueUnavailableError } from '../ports/job-queue';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { type AcceptUploadDeps, acceptUpload } from './accept-upload';
import { createQueueRoom } from './queue-room';
import { workersInThisProcess } from './worker-presence';

const photo = Buffer.from('the shopper’s photo');

function deps(failAt: 'job insert' | 'enqueue') {
  const media = createMemoryMediaStore();
  const deleted: string[] = [];
  const jobs = {
    countByOwnerSince: async () => 0,
    countByAddressSince: async () => 0,
    findByUploadKey: async () => null,
    async insert(job: { id: string }) {
      if (failAt === 'job insert') throw new Error('database is down');
      return { id: job.id, created: true };
    },
    async delete(id: string) {
      deleted.push(id);
    },
  } as unknown as JobsRepository;
  const queue = {
    name: 'failing',
    depth: async () => 0,
    async enqueue() {
      throw new QueueUnavailableError('queue is down');
    },
  } as unknown as JobQueue;
  const accept: AcceptUploadDeps = {
    jobs,
    styleSwitches: { isDisabled: async () => false },
    inspectPhoto: async () => ({
      ran: true,
      value: {
        ok: true,
        photo: { type: 'png', jpeg: Buffer.from('jpeg'), width: 800, height: 800 },
      },
    }),
    media,
    queue,
    clock: () => new Date('2026-11-24T12:00:00Z'),
    generationsPerHour: 10,
    generationsPerAddressPerHour: 20,
    queueRoom: createQueueRoom(queue, 10),
    workerPresence: workersInThisProcess,
  };
  return { accept, media, deleted };
}

const request = {
  fields: { gender: 'female', custom_prompt: 'a knight', guest_session_id: 'g1' },
  photo,
  clientAddress: '127.0.0.1',
} as Parameters<typeof acceptUpload>[1];

describe('an upload that cannot become a job keeps none of the shopper’s photo', () => {
  it('deletes the stored photos when the job cannot be recorded', async () => {
    const { accept, media } = deps('job insert');
    await expect(acceptUpload(accept, request)).rejects.toThrow('database is down');
    expect([...media.objects.keys()]).toEqual([]);
  });

  it('deletes the job and the stored photos when the job cannot be queued', async () => {
    const { accept, media, deleted } = deps('enqueue');
    expect(await acceptUpload(accept, request)).toEqual({
      ok: false,
      refusal: { code: 'queue_unavailable' },
    });
    expect(deleted).toHaveLength(1);
    expect([...media.objects.keys()]).toEqual([]);
  });
});

describe('an upload whose photo check did not run', () => {
  it.each([
    ['busy', 'gallery_busy'],
    ['abandoned', 'abandoned'],
  ] as const)('is refused (%s) with nothing stored or queued', async (refusal, code) => {
    const { accept, media } = deps('enqueue');
    const refused = { ...accept, inspectPhoto: async () => ({ ran: false, refusal }) as const };
    expect(await acceptUpload(refused, request)).toEqual({ ok: false, refusal: { code } });
    expect([...media.objects.keys()]).toEqual([]);
  });
});

describe('an upload while no worker is alive', () => {
  it('is refused as busy before its photo is checked, with nothing stored or counted', async () => {
    const { accept, media } = deps('enqueue');
    let checked = 0;
    const nobody = {
      ...accept,
      workerPresence: { anyAlive: async () => false },
      inspectPhoto: async (...args: Parameters<AcceptUploadDeps['inspectPhoto']>) => {
        checked += 1;
        return accept.inspectPhoto(...args);
      },
    };
    expect(await acceptUpload(nobody, request)).toEqual({
      ok: false,
      refusal: { code: 'gallery_busy' },
    });
    expect(checked).toBe(0);
    expect([...media.objects.keys()]).toEqual([]);
  });
});

describe('the queue’s depth limit', () => {
  it('admits no more uploads than there is room for while their photos are checked', async () => {
    const { accept } = deps('enqueue');
    const queued: string[] = [];
    const queue = {
      name: 'counting',
      depth: async () => queued.length,
      async enqueue(id: string) {
        queued.push(id);
      },
    } as unknown as JobQueue;
    const jobs = {
      ...accept.jobs,
      insert: async (job: { id: string }) => ({ id: job.id, created: true }),
    } as unknown as JobsRepository;
    // Each check takes a moment, as a real one does: every upload is admitted before any is queued.
    const slowCheck: AcceptUploadDeps['inspectPhoto'] = async (bytes, check) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return accept.inspectPhoto(bytes, check);
    };
    const limited = {
      ...accept,
      jobs,
      queue,
      inspectPhoto: slowCheck,
      queueRoom: createQueueRoom(queue, 3),
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => acceptUpload(limited, request)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(queued).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, refusal: { code: 'gallery_busy' } })),
    );
  });

  it('gives the place back when an admitted upload is refused', async () => {
    const { accept } = deps('enqueue');
    const room = createQueueRoom({ depth: async () => 0 }, 1);
    const refusedPhoto = {
      ...accept,
      queueRoom: room,
      inspectPhoto: async () => ({ ran: false, refusal: 'busy' }) as const,
    };
    await acceptUpload(refusedPhoto, request);
    expect(await room.hold()).not.toBeNull();
  });
});
