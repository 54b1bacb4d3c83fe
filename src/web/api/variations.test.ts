import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerProducts } from '../../server/testing/partner-products';
import { fetchVariations, requestVariationPick } from './variations';

const JOB_ID = '3f1c2b9e-8d4a-4c6b-9e2f-1a2b3c4d5e6f';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

const calledWith = () => vi.mocked(fetch).mock.calls[0];

afterEach(() => vi.unstubAllGlobals());

describe('variations', () => {
  it('reads the ones painted so far from /api/jobs/{id}/variations', async () => {
    const painted = {
      expected: 4,
      painting: true,
      variations: [{ variation: 0, artwork_url: '/media/artworks/a.jpg' }],
    };
    answer(200, painted);
    await expect(fetchVariations(JOB_ID)).resolves.toEqual({ ok: true, variations: painted });
    expect(calledWith()?.[0]).toBe(`/api/jobs/${JOB_ID}/variations`);
  });

  it('tells a job that is not there from a failure worth asking again about', async () => {
    answer(404, { code: 'job_not_found', detail: 'Job not found' });
    await expect(fetchVariations(JOB_ID)).resolves.toEqual({ ok: false, gone: true });
    answer(503, { code: 'service_unavailable', detail: 'Database unavailable' });
    await expect(fetchVariations(JOB_ID)).resolves.toEqual({ ok: false, gone: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchVariations(JOB_ID)).resolves.toEqual({ ok: false, gone: false });
  });

  it('picks a variation with a POST and reads its products', async () => {
    const products = partnerProducts(`${JOB_ID}-v2`);
    answer(200, { variation: 2, artwork_url: '/media/artworks/a-v2.jpg', products });
    const pick = await requestVariationPick(JOB_ID, 2);
    expect(pick).toEqual({
      ok: true,
      picked: { variation: 2, artwork_url: '/media/artworks/a-v2.jpg', products },
    });
    expect(calledWith()?.[0]).toBe(`/api/jobs/${JOB_ID}/variations/2/pick`);
    expect(calledWith()?.[1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('reports a refused pick', async () => {
    answer(409, { code: 'variation_not_ready', detail: 'Still painting' });
    await expect(requestVariationPick(JOB_ID, 3)).resolves.toEqual({ ok: false });
  });
});
