import { describe, expect, it } from 'vitest';
import { reactToFinishedJob } from './finished-job';

describe('when the job finishes', () => {
  it('on /upload announces the redirect and goes to /products after 1.5 s', () => {
    expect(reactToFinishedJob('polling', 'completed', '/upload')).toEqual({
      kind: 'toast',
      message: 'Your art products are ready! Redirecting...',
      offerProducts: false,
      redirectAfterMs: 1500,
    });
  });

  it('elsewhere offers the products, and on /products just says they are ready', () => {
    expect(reactToFinishedJob('polling', 'completed', '/cart')).toMatchObject({
      kind: 'toast',
      message: 'Your art products are ready!',
      offerProducts: true,
      redirectAfterMs: null,
    });
    expect(reactToFinishedJob('polling', 'completed', '/products')).toMatchObject({
      offerProducts: false,
      redirectAfterMs: null,
    });
  });

  it('a completed upload answer goes straight to /products', () => {
    expect(reactToFinishedJob('uploading', 'completed', '/')).toEqual({ kind: 'go-to-products' });
  });

  it('does nothing for other changes or a job already completed', () => {
    expect(reactToFinishedJob('polling', 'failed', '/upload')).toEqual({ kind: 'none' });
    expect(reactToFinishedJob('completed', 'completed', '/upload')).toEqual({ kind: 'none' });
  });
});
