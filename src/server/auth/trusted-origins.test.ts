import { describe, expect, it } from 'vitest';
import { trustedOrigins } from './create-auth';

describe('trusted origins', () => {
  it('accepts a local store by either of its names', () => {
    expect(trustedOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(trustedOrigins('http://127.0.0.1:4173')).toEqual([
      'http://127.0.0.1:4173',
      'http://localhost:4173',
    ]);
  });

  it('accepts only the public origin of a deployed store', () => {
    expect(trustedOrigins('https://shop.example.com')).toEqual(['https://shop.example.com']);
  });
});
