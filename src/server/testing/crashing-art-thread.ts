import type { ArtTask } from '../art-thread';

/**
 * For the pool's tests: a thread that dies the hard way on a render asking for it (as a
 * native crash or an out-of-memory would end it), holds its thread for a while on a render
 * asking to be slow (as a 12 MP render does), refuses every photo as damaged and answers
 * everything else.
 */
export default async function run(task: ArtTask) {
  if (task.kind === 'dress' && task.request.direction.kind === 'custom') {
    if (task.request.direction.prompt === 'crash') process.exit(70);
    if (task.request.direction.prompt === 'slow') {
      const until = Date.now() + 1500;
      while (Date.now() < until) {}
    }
  }
  if (task.kind === 'prepare-photo') return { ok: false, problem: 'corruptImage', message: 'bad' };
  return { image: new Uint8Array([1, 2, 3]), contentType: 'image/jpeg', width: 1, height: 1 };
}
