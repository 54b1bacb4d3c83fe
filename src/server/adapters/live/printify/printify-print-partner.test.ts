import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApiProduct,
  apiProductSchema,
  canvasProductSchema,
  tshirtProductSchema,
} from '../../../../shared/api/products';
import { partnerProductSchema } from '../../../../shared/catalogue/partner-products';
import { canvasPrice, teePrice } from '../../../../shared/catalogue/price-list';
import { priceProducts } from '../../../../shared/catalogue/price-products';
import type { Artwork } from '../../../ports/art-engine';
import type { PrintPartner } from '../../../ports/print-partner';
import {
  type FakePrintify,
  printifyError,
  rateLimitReply,
  startFakePrintify,
} from '../../../testing/fakes/fake-printify';
import {
  CANVAS_BLUEPRINT_ID,
  CANVAS_PROVIDER_ID,
  CATALOG_VARIANTS,
  MUG_BLUEPRINT_ID,
  TSHIRT_PROVIDER_ID,
} from '../../../testing/fakes/fake-printify-catalogue';
import { createPrintifyPrintPartner } from './index';

const ARTWORK_PATH = join(FIXTURE_PHOTOS, 'single_astronaut_eileen_collins_512x512.png');
const JOB_ID = '6f1c2d9e-4b7a-4c1e-9d2f-0a1b2c3d4e5f';

interface SentProduct {
  title: string;
  description: string;
  blueprint_id: number;
  print_provider_id: number;
  variants: { id: number; price: number; is_enabled: boolean }[];
  print_areas: { variant_ids: number[]; placeholders: { position: string; images: unknown[] }[] }[];
}

describe('Printify print partner against a local Printify stand-in', () => {
  let fake: FakePrintify;
  let partner: PrintPartner;
  let artwork: Artwork;

  beforeAll(async () => {
    const image = await readFile(ARTWORK_PATH);
    artwork = { image, contentType: 'image/png', width: 512, height: 512 };
  });
  beforeEach(async () => {
    fake = await startFakePrintify({ apiToken: 'secret-token', shopId: '4242' });
    partner = createPrintifyPrintPartner({
      apiToken: 'secret-token',
      shopId: '4242',
      baseURL: fake.url,
      timeoutMs: 5_000,
    });
  });
  afterEach(async () => {
    await fake.close();
  });

  const create = () =>
    partner.createProducts({
      jobId: JOB_ID,
      mediaName: 'media-1',
      artwork,
      artworkUrl: `/media/artworks/${JOB_ID}.png`,
      artworkKey: `artworks/${JOB_ID}.png`,
      paintedBy: 'local',
    });
  const sentProducts = () =>
    fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/shops/4242/products.json')
      .map((r) => r.body as SentProduct);
  /** What the store sells of them: Printify's products at the store's prices. */
  const sold = async () => priceProducts(await create());
  const byTitle = (products: ApiProduct[], title: string) => {
    const product = products.find((p) => p.title === title);
    if (!product) throw new Error(`no ${title}`);
    return product;
  };

  it('makes a canvas, a t-shirt and a white and a black mug in the API shapes, unpriced', async () => {
    const products = await create();
    expect(partner.name).toBe('printify');
    for (const product of products) {
      expect(partnerProductSchema.parse(product)).toEqual(product);
      expect(JSON.stringify(product)).not.toContain('"price"');
    }
    for (const product of priceProducts(products)) {
      expect(apiProductSchema.parse(product)).toEqual(product);
    }
    expect(products.map((p) => [p.title, p.blueprint_id, p.print_provider_id])).toEqual([
      ['Canvas', CANVAS_BLUEPRINT_ID, CANVAS_PROVIDER_ID],
      ['T-Shirt', 12, TSHIRT_PROVIDER_ID],
      ['Coffee Mug (White)', MUG_BLUEPRINT_ID, 1],
      ['Coffee Mug (Black)', MUG_BLUEPRINT_ID, 1],
    ]);
  });

  it('deletes the products it made for a job nobody will order, once each, and again harmlessly', async () => {
    const products = await create();
    const paths = products.map((p) => `/v1/shops/4242/products/${p.id}.json`);
    for (const path of paths) expect((await fetch(`${fake.url}${path}`)).status).not.toBe(404);
    await partner.forgetProducts(JOB_ID, products);
    const deletes = fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deletes.sort()).toEqual([...new Set(paths)].sort());
    await expect(partner.forgetProducts(JOB_ID, products)).resolves.toBeUndefined();
  });

  /** The front placeholder's size of a variant in the stand-in's catalogue. */
  const placeholderOf = (variantId: number) => {
    const variant = Object.values(CATALOG_VARIANTS)
      .flat()
      .find((v) => v.id === variantId);
    const front = variant?.placeholders.find((p) => p.position === 'front');
    return [front?.width, front?.height];
  };

  it('uploads one print file per placeholder size, composed at that size, named after the job', async () => {
    // A magenta face on a grey ground, where the engine says it is.
    const subject = { x: 0.3, y: 0.2, width: 0.4, height: 0.35 };
    const face = await sharp({
      create: { width: 492, height: 538, channels: 3, background: { r: 255, g: 0, b: 255 } },
    })
      .png()
      .toBuffer();
    const image = await sharp({
      create: { width: 1232, height: 1536, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .composite([{ input: face, left: 370, top: 307 }])
      .png()
      .toBuffer();
    await partner.createProducts({
      jobId: JOB_ID,
      mediaName: `media-${JOB_ID}`,
      artwork: { image, contentType: 'image/png', width: 1232, height: 1536, subject },
      artworkUrl: `/media/artworks/${JOB_ID}.png`,
      artworkKey: `artworks/${JOB_ID}.png`,
      paintedBy: 'local',
    });
    const sizes = new Set(
      sentProducts().flatMap((p) => p.variants.map((v) => placeholderOf(v.id).join('x'))),
    );
    const uploads = [...fake.uploads.values()];
    expect(uploads).toHaveLength(sizes.size);
    for (const upload of uploads) {
      expect(upload.fileName).toMatch(new RegExp(`^masterpiece-${JOB_ID}-.+\\.jpg$`));
      const meta = await sharp(upload.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(sizes.has(`${meta.width}x${meta.height}`)).toBe(true);
      // The whole face is in it, clear of every edge.
      const { data, info } = await sharp(upload.bytes)
        .resize(120, 120, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const magenta = (x: number, y: number) => {
        const o = (y * info.width + x) * info.channels;
        return (data[o] as number) > 200 && (data[o + 1] as number) < 60;
      };
      let count = 0;
      for (let y = 0; y < 120; y++) {
        for (let x = 0; x < 120; x++) {
          if (!magenta(x, y)) continue;
          count++;
          expect([x, y].every((v) => v > 0 && v < 119)).toBe(true);
        }
      }
      expect(count).toBeGreaterThan(300);
    }
  });

  it('prints every variant it enables from the print file made for its placeholder', async () => {
    await create();
    const uploaded = new Map(
      await Promise.all(
        [...fake.uploads.entries()].map(async ([id, { bytes }]) => {
          const meta = await sharp(bytes).metadata();
          return [id, [meta.width, meta.height]] as const;
        }),
      ),
    );
    const sent = sentProducts();
    expect(sent.map((p) => p.blueprint_id).sort((a, b) => a - b)).toEqual([
      12,
      MUG_BLUEPRINT_ID,
      CANVAS_BLUEPRINT_ID,
    ]);
    for (const product of sent) {
      expect(product.title).toContain(JOB_ID);
      expect(product.description.length).toBeGreaterThan(10);
      expect(product.variants.every((v) => v.is_enabled)).toBe(true);
      const printed = product.print_areas.flatMap((area) => area.variant_ids);
      expect(printed.sort()).toEqual(product.variants.map((v) => v.id).sort());
      for (const area of product.print_areas) {
        const [placeholder] = area.placeholders;
        const [image] = (placeholder?.images ?? []) as { id: string }[];
        expect(placeholder?.position).toBe('front');
        expect(placeholder?.images).toEqual([
          { id: image?.id, x: 0.5, y: 0.5, scale: 1, angle: 0 },
        ]);
        for (const variantId of area.variant_ids) {
          expect(uploaded.get(image?.id ?? '')).toEqual(placeholderOf(variantId));
        }
      }
    }
  });

  it('sells t-shirts S to 3XL at our prices, and each colour with its Printify swatch and mock-ups', async () => {
    const tee = tshirtProductSchema.parse(byTitle(await sold(), 'T-Shirt'));
    const sizes = Object.values(tee.variantMap).map((v) => v.size);
    expect(new Set(sizes)).toEqual(new Set(['S', 'M', 'L', 'XL', '2XL', '3XL']));
    for (const v of Object.values(tee.variantMap)) {
      expect(v.price).toBe(teePrice(v.size));
    }
    // Printify is given the same list's price as each variant's retail price.
    const sentTee = sentProducts().find((product) => product.blueprint_id === 12);
    const sentPrices = sentTee?.variants.map((v) => [v.price, tee.variantMap[v.id]?.size]);
    expect(sentPrices?.length).toBeGreaterThan(0);
    for (const [price, size] of sentPrices ?? []) expect(price).toBe(teePrice(String(size)));
    expect(tee.colors.map((c) => [c.name, c.hex])).toEqual([
      ['White', '#FFFFFF'],
      ['Black', '#000000'],
      ['Navy', '#1A2237'],
      ['Athletic Heather', '#CECECE'],
    ]);
    const white = tee.colors[0];
    expect(white?.availableSizes).toEqual(['S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(white?.images).toHaveLength(2);
    expect(white?.images[0]).toMatch(/^https:\/\/images-api\.printify\.com\/mockup\//);
    expect(new Set(tee.colors.flatMap((c) => c.images)).size).toBe(8);
  });

  it('sells portrait and square canvases, priced by size, with the depth of the blueprint', async () => {
    const canvas = canvasProductSchema.parse(byTitle(await sold(), 'Canvas'));
    expect(canvas.size_options.map((o) => [o.size, o.price, o.depth])).toEqual([
      ['8″ x 10″', canvasPrice({ width: 8, height: 10 }), '0.75"'],
      ['12″ x 12″', canvasPrice({ width: 12, height: 12 }), '0.75"'],
      ['16″ x 20″', canvasPrice({ width: 16, height: 20 }), '0.75"'],
      ['24″ x 36″', canvasPrice({ width: 24, height: 36 }), '0.75"'],
    ]);
    for (const option of canvas.size_options) {
      expect(option.all_images[0]).toBe(option.main_image);
    }
  });

  it('sends the token and a User-Agent with every request', async () => {
    await create();
    expect(fake.requests.length).toBeGreaterThan(8);
    for (const request of fake.requests) {
      expect(request.authorization).toBe('Bearer secret-token');
      expect(request.userAgent).toMatch(/MasterpieceMe/);
    }
  });

  it('reads the catalogue once and reuses it for the next job', async () => {
    await create();
    const catalogueReads = () =>
      fake.requests.filter((r) => r.path.startsWith('/v1/catalog/')).length;
    const afterFirst = catalogueReads();
    await create();
    expect(catalogueReads()).toBe(afterFirst);
    expect(sentProducts()).toHaveLength(6);
  });

  it('rides out rate limits on upload and product creation', async () => {
    fake.failNext('POST /v1/uploads/images.json', rateLimitReply());
    fake.failNext('POST /v1/shops/4242/products.json', rateLimitReply(), rateLimitReply());
    const products = await create();
    expect(products).toHaveLength(4);
    const uploadCalls = fake.requests.filter((r) => r.path === '/v1/uploads/images.json');
    expect(uploadCalls).toHaveLength(fake.uploads.size + 1);
    expect(sentProducts()).toHaveLength(5);
  });

  it('fails with Printify’s reason when a product is refused', async () => {
    fake.failNext('POST /v1/shops/4242/products.json', {
      status: 400,
      body: printifyError(8203, 'Validation failed.', 'Image has low quality'),
    });
    await expect(create()).rejects.toThrow(
      /failed with 400: Validation failed\. \(Image has low quality\)/,
    );
  });

  it('forgets a failed catalogue read so the next job tries again', async () => {
    const outage = {
      status: 502,
      headers: { 'retry-after': '0' },
      body: { message: 'Bad gateway' },
    };
    fake.failNext('GET /v1/catalog/blueprints.json', outage, outage, outage, outage);
    await expect(create()).rejects.toThrow(/blueprints\.json failed with 502/);
    await expect(create()).resolves.toHaveLength(4);
  });
});
