import type { Variation, VariationsResponse } from '../../../shared/api/variations';

/**
 * The variations of the job on show and the one the shopper picked. The job finishes with
 * variation 0 and its products; the others are painted in the seconds after.
 */
export interface VariationsState {
  /** The job they are of; null before a job has finished. */
  jobId: string | null;
  /** How many there will be: 1 until the server says, so nothing is offered before it does. */
  expected: number;
  /** More are on their way. */
  painting: boolean;
  /** Those painted so far, in order. */
  painted: Variation[];
  /** The one whose products are on show; 0 is the job's own. */
  picked: number;
  /** A pick asked for and not yet answered (its mock-ups are being made). */
  picking: number | null;
}

export const NO_VARIATIONS: VariationsState = {
  jobId: null,
  expected: 1,
  painting: false,
  painted: [],
  picked: 0,
  picking: null,
};

/** A job just finished: its variations are still to be asked for. */
export function variationsOfJob(jobId: string): VariationsState {
  return { ...NO_VARIATIONS, jobId, painting: true };
}

export function withVariationsAnswer(
  state: VariationsState,
  answer: VariationsResponse,
): VariationsState {
  const painting = answer.painting && answer.variations.length < answer.expected;
  return { ...state, expected: answer.expected, painting, painted: answer.variations };
}

/** No more will come: the server gave up, the job is gone, or the client stopped asking. */
export function stoppedPainting(state: VariationsState): VariationsState {
  return { ...state, painting: false };
}

/** Some are still to come: worth asking again. */
export function wantsMoreVariations(state: VariationsState): boolean {
  return state.painting && state.painted.length < state.expected;
}

/** One thumbnail: a painted variation, or the place of one still being painted (no URL). */
export interface VariationSlot {
  variation: number;
  artworkUrl: string | null;
}

/**
 * The thumbnails to show: while painting, one place for each expected variation; after, the
 * painted ones. None when there is nothing to choose between.
 */
export function variationSlots(state: VariationsState): VariationSlot[] {
  const painted = state.painted.map((one) => ({
    variation: one.variation,
    artworkUrl: one.artwork_url,
  }));
  const slots = state.painting
    ? Array.from(
        { length: state.expected },
        (_, variation) =>
          painted.find((one) => one.variation === variation) ?? { variation, artworkUrl: null },
      )
    : painted;
  return slots.length > 1 ? slots : [];
}
