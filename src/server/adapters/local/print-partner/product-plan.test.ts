import { describe, expect, it } from 'vitest';
import {
  type PartnerCanvas,
  type PartnerMug,
  type PartnerTshirt,
  partnerProductSchema,
} from '../../../../shared/catalogue/partner-products';
import { buildProducts, type MockupOwner, planMockups } from './product-plan';

const jobId = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const imagesOf = (owner: MockupOwner) => {
  const id = owner.kind === 'tee' ? owner.colourId : owner.variantId;
  return [`/media/${owner.kind}-${id}-a.jpg`, `/media/${owner.kind}-${id}-b.jpg`];
};

describe('product plan', () => {
  it('keeps every mock-up of a job under its own unguessable folder, once', () => {
    const keys = planMockups(jobId).map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(new RegExp(`^mockups/${jobId}/[a-z0-9-]+\\.jpg$`));
  });

  it('draws each tee colour from the front and close up, each mug from both sides', () => {
    const plan = planMockups(jobId);
    const white = plan.filter((m) => m.owner.kind === 'tee' && m.owner.colourId === 521);
    expect(white.map((m) => m.spec)).toEqual([
      { kind: 'tee', hex: '#FFFFFF', view: 'front' },
      { kind: 'tee', hex: '#FFFFFF', view: 'detail' },
    ]);
    const mugs = plan.filter((m) => m.spec.kind === 'mug').map((m) => m.spec);
    expect(mugs).toHaveLength(4);
    expect(new Set(mugs.map((s) => JSON.stringify(s))).size).toBe(4);
  });

  it('builds canvas, t-shirt and two mugs in the API shapes, canvas first', () => {
    const products = buildProducts(jobId, imagesOf);
    for (const product of products)
      expect(partnerProductSchema.safeParse(product).success).toBe(true);
    expect(products.map((p) => p.title)).toEqual([
      'Canvas',
      'T-Shirt',
      'Coffee Mug (White)',
      'Coffee Mug (Black)',
    ]);
    expect(new Set(products.map((p) => p.id)).size).toBe(4);
  });

  it('offers only enabled sizes per colour but keeps disabled variants in the map', () => {
    const tee = buildProducts(jobId, imagesOf)[1] as PartnerTshirt;
    const red = tee.colors.find((c) => c.name === 'Red');
    expect(red?.availableSizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(red?.images).toEqual(['/media/tee-503-a.jpg', '/media/tee-503-b.jpg']);
    const red2xl = Object.values(tee.variantMap).find((v) => v.color === 'Red' && v.size === '2XL');
    expect(red2xl).toEqual({
      size: '2XL',
      color: 'Red',
      color_id: 503,
      is_enabled: false,
    });
    expect(Object.keys(tee.variantMap)).toHaveLength(25);
  });

  it('gives each canvas size its depth, availability and pictures, unpriced', () => {
    const canvas = buildProducts(jobId, imagesOf)[0] as PartnerCanvas;
    expect(canvas.size_options[0]).toEqual({
      variant_id: 82228,
      size: '8″ x 10″',
      depth: '0.75"',
      main_image: '/media/canvas-82228-a.jpg',
      all_images: ['/media/canvas-82228-a.jpg', '/media/canvas-82228-b.jpg'],
      is_available: true,
    });
    expect(canvas.size_options.filter((o) => !o.is_available).map((o) => o.size)).toEqual([
      '24″ x 36″',
    ]);
  });

  it('makes the mugs as white and black 11oz variants', () => {
    const mugs = buildProducts(jobId, imagesOf).slice(2) as PartnerMug[];
    expect(mugs.map((m) => [m.type, m.blueprint_id, m.variant_id])).toEqual([
      ['white', 68, 33719],
      ['black', 1151, 96132],
    ]);
  });
});
