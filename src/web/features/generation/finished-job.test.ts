import { describe, expect, it } from 'vitest';
import { reactToFinishedJob } from './finished-job';

describe('when the job finishes', () => {
  it('on /upload announces the redirect, offers the products and goes there after 1.5 s', () => {
    expect(reactToFinishedJob('polling', 'completed', '/upload')).toEqual({
      kind: 'toast',
      message: 'Your art products are ready! Redirecting...',
      offerProducts: true,
      redirectAfterMs: 1500,
    });
  });

  it('on /products says the SPEC words with no action', () => {
    expect(reactToFinishedJob('polling', 'completed', '/products')).toEqual({
      kind: 'toast',
      message: 'Your art products are ready! Redirecting...',
      offerProducts: false,
      redirectAfterMs: null,
    });
  });

  it('elsewhere offers the products without moving the shopper', () => {
    expect(reactToFinishedJob('polling', 'completed', '/cart')).toEqual({
      kind: 'toast',
      message: 'Your art products are ready!',
      offerProducts: true,
      redirectAfterMs: null,
    });
  });

  it('an upload that answered with the products goes straight there from /upload', () => {
    expect(reactToFinishedJob('uploading', 'completed', '/upload')).toEqual({
      kind: 'go-to-products',
    });
  });

  it('an upload that answered with the products leaves home on its ready state', () => {
    expect(reactToFinishedJob('uploading', 'completed', '/')).toEqual({ kind: 'none' });
    expect(reactToFinishedJob('uploading', 'completed', '/products')).toEqual({ kind: 'none' });
  });

  it('does nothing for other changes or a job already completed', () => {
    expect(reactToFinishedJob('polling', 'failed', '/upload')).toEqual({ kind: 'none' });
    expect(reactToFinishedJob('completed', 'completed', '/upload')).toEqual({ kind: 'none' });
  });
});
