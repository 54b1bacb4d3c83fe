import { describe, expect, it } from 'vitest';
import { designIdOf, readDesignId } from './variation-design';

const JOB = '3f2a7c1e-9b4d-4e8a-a1c2-5d6e7f8a9b0c';

describe('variation design ids', () => {
  it('keeps the job id for the first variation and reads every variation back', () => {
    expect(designIdOf(JOB, 0)).toBe(JOB);
    for (const variation of [0, 1, 2, 3]) {
      expect(readDesignId(designIdOf(JOB, variation))).toEqual({ jobId: JOB, variation });
    }
  });

  it('reads an id with no variation as the first', () => {
    expect(readDesignId('fallback-mug')).toEqual({ jobId: 'fallback-mug', variation: 0 });
  });
});
