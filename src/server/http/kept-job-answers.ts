import type { JobRow } from '../db/jobs-repository';
import { EncodedAnswer } from './encoded-answer';

export type JobOwner = Pick<JobRow, 'user_id' | 'guest_session_id'>;

/** Finished answers kept serialised, newest last; a page polls one job, not thousands. */
const MAX_KEPT_ANSWERS = 1000;

/**
 * A finished job never changes, so GET /api/jobs/{id} keeps its answer serialised and
 * compressed, with the owner it was for, until the job is deleted (My artworks) or pushed out
 * by newer ones. Another process of a cluster keeps its own, so there a deleted job's answer
 * lasts until pushed out; its images are gone, and no checkout takes its products.
 */
export class KeptJobAnswers {
  readonly #answers = new Map<string, { answer: EncodedAnswer; owner: JobOwner }>();

  get(id: string) {
    return this.#answers.get(id);
  }

  keep(id: string, body: string, owner: JobOwner): EncodedAnswer {
    const answer = new EncodedAnswer(body);
    const { user_id, guest_session_id } = owner;
    this.#answers.set(id, { answer, owner: { user_id, guest_session_id } });
    if (this.#answers.size > MAX_KEPT_ANSWERS) {
      this.#answers.delete(this.#answers.keys().next().value ?? id);
    }
    return answer;
  }

  forget(id: string): void {
    this.#answers.delete(id);
  }
}
