import { describe, expect, it } from 'vitest';
import type { JobsRepository } from '../db/jobs-repository';
import { type JobQueue, QueueUnavailableError } from '../ports/job-queue';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { type AcceptUploadDeps, acceptUpload } from './accept-upload';

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
    maxQueueDepth: 10,
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
