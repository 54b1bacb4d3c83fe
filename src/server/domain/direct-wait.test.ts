import { describe, expect, it } from 'vitest';
import { directWaitMs } from './direct-wait';

describe('the direct wait of an upload', () => {
  it('is the configured wait when the photo came up quickly', () => {
    expect(directWaitMs(5_000, 800)).toBe(5_000);
  });

  it('shrinks so the answer comes 5 s inside the browser’s 30 s upload timeout', () => {
    expect(directWaitMs(5_000, 22_000)).toBe(3_000);
    expect(directWaitMs(5_000, 24_999.6)).toBe(0);
  });

  it('is none once a slow upload has used that time up', () => {
    expect(directWaitMs(5_000, 27_000)).toBe(0);
  });
});
