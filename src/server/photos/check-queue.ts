import { createDecodingLane } from './decoding-lane';

/** HEIC is decoded in a lane of its own (about 3 s of a thread each); every other type shares one. */
export type CheckLane = 'heic' | 'other';

export interface CheckLimits {
  /** Checks one client address may have waiting or running at once. */
  perAddress: number;
  /** Checks waiting or running at once, from every address together. */
  overall: number;
  /** Of those, HEIC ones: so HEICs cannot fill the queue a JPEG needs a place in. */
  heic: number;
}

/** Whose upload a photo check is for, and the signal of its client hanging up. */
export interface CheckRequest {
  clientAddress: string;
  /** Fires when the client hangs up: a check not yet done is dropped. */
  abandoned?: AbortSignal;
}

export interface PhotoCheck<D, T> extends CheckRequest {
  lane: CheckLane;
  /** The decoding, run in the check's lane. */
  decode(): Promise<D>;
  /** What follows the decoding (the face search), outside the lanes. */
  finish(decoded: D): Promise<T>;
}

export type CheckOutcome<T> =
  | { ran: true; value: T }
  | { ran: false; refusal: 'busy' | 'abandoned' };

export interface CheckQueue {
  run<D, T>(check: PhotoCheck<D, T>): Promise<CheckOutcome<T>>;
}

type Whose = Pick<PhotoCheck<unknown, unknown>, 'clientAddress' | 'lane'>;

const BUSY = { ran: false, refusal: 'busy' } as const;
const ABANDONED = { ran: false, refusal: 'abandoned' } as const;

/**
 * The queue of photo checks in front of the threads that decode them. A check over a bound is
 * refused at once (the shopper hears the gallery is busy) rather than waiting longer than the
 * browser does; a check whose client has gone is dropped before its next step, so hung-up
 * uploads take no thread a shopper is waiting for.
 */
export function createCheckQueue(
  limits: CheckLimits,
  threads: Record<CheckLane, number>,
): CheckQueue {
  const lanes = {
    heic: createDecodingLane(threads.heic),
    other: createDecodingLane(threads.other),
  };
  const perAddress = new Map<string, number>();
  let overall = 0;
  let heic = 0;

  const full = ({ clientAddress, lane }: Whose) =>
    overall >= limits.overall ||
    (perAddress.get(clientAddress) ?? 0) >= limits.perAddress ||
    (lane === 'heic' && heic >= limits.heic);

  const count = ({ clientAddress, lane }: Whose, step: 1 | -1) => {
    overall += step;
    if (lane === 'heic') heic += step;
    const fromAddress = (perAddress.get(clientAddress) ?? 0) + step;
    if (fromAddress > 0) perAddress.set(clientAddress, fromAddress);
    else perAddress.delete(clientAddress);
  };

  return {
    async run(check) {
      if (check.abandoned?.aborted) return ABANDONED;
      if (full(check)) return BUSY;
      count(check, 1);
      try {
        const decoded = await lanes[check.lane].take(check.decode, check.abandoned);
        if (!decoded.ran || check.abandoned?.aborted) return ABANDONED;
        const value = await check.finish(decoded.value);
        return check.abandoned?.aborted ? ABANDONED : { ran: true, value };
      } finally {
        count(check, -1);
      }
    },
  };
}
