import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PartnerCanvas,
  type PartnerMug,
  type PartnerProduct,
  type PartnerTshirt,
  partnerProductSchema,
} from '../../../../shared/catalogue/partner-products';
import type { Artwork } from '../../../ports/art-engine';
import { createMemoryMediaStore } from '../../../testing/memory-media-store';
import { CANVAS } from './catalogue';
import { createLocalPrintPartner } from './index';

const HOPPER = join(FIXTURE_PHOTOS, 'single_grace_hopper_512x512.jpg');
/** The local art engine's output size. */
const ART = { width: 1232, height: 1536 };

interface Picture {
  data: Buffer;
  width: number;
  height: number;
}
type Box = { x0: number; y0: number; x1: number; y1: number };
type Rgb = [number, number, number];

const media = createMemoryMediaStore();
const partner = createLocalPrintPartner({ media });

async function artwork(image: Sharp): Promise<Artwork> {
  const jpeg = await image.jpeg({ quality: 90 }).toBuffer();
  return { image: jpeg, contentType: 'image/jpeg', ...ART };
}

/** The products of `art`, stored first under `artworkKey` as the generation job stores it. */
async function productsOf(
  store: typeof media,
  seller: typeof partner,
  { jobId, mediaName, art, artworkKey }: ProductsOf,
) {
  await store.put(artworkKey, art.image, art.contentType);
  return seller.createProducts({
    jobId,
    mediaName,
    artwork: art,
    artworkUrl: store.url(artworkKey),
    artworkKey,
    paintedBy: 'local',
  });
}
type ProductsOf = { jobId: string; mediaName: string; art: Artwork; artworkKey: string };

/** The mock-up behind `url`, painted as the media route asks for it. */
async function picture(url: string): Promise<Picture> {
  const painted = await partner.paintMockup?.(media.keyOf(url) ?? '');
  if (!painted) throw new Error(`no mock-up painted at ${url}`);
  const { data, info } = await sharp(painted).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function meanIn(p: Picture, box: Box): Rgb {
  const sum = [0, 0, 0];
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      sum.forEach((total, c) => {
        sum[c] = total + (p.data[(y * p.width + x) * 3 + c] as number);
      });
    }
  }
  const n = (box.x1 - box.x0) * (box.y1 - box.y0);
  return sum.map((total) => total / n) as Rgb;
}

const withWhole = (p: Picture): [Picture, Box] => [p, { x0: 0, y0: 0, x1: p.width, y1: p.height }];
const brightness = (rgb: Rgb) => (rgb[0] + rgb[1] + rgb[2]) / 3;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Pixels matching `test`: how many, and the box round them. */
function find(p: Picture, test: (rgb: Rgb, x: number) => boolean, columns?: [number, number]) {
  let count = 0;
  const box = { x0: p.width, y0: p.height, x1: 0, y1: 0 };
  const [from, to] = columns ?? [0, p.width];
  for (let y = 0; y < p.height; y++) {
    for (let x = from; x < to; x++) {
      const o = (y * p.width + x) * 3;
      const rgb: Rgb = [p.data[o] as number, p.data[o + 1] as number, p.data[o + 2] as number];
      if (!test(rgb, x)) continue;
      count++;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x + 1);
      box.y1 = Math.max(box.y1, y + 1);
    }
  }
  return { count, box };
}

const isMagenta = ([r, g, b]: Rgb) => r > 185 && b > 185 && g < 80;
const isDark = (rgb: Rgb) => brightness(rgb) < 70;

const tshirtOf = (products: PartnerProduct[]) =>
  products.find((p) => p.title === 'T-Shirt') as PartnerTshirt;
const canvasOf = (products: PartnerProduct[]) =>
  products.find((p) => p.title === 'Canvas') as PartnerCanvas;
const mugsOf = (products: PartnerProduct[]) =>
  products.filter((p) => p.title.includes('Coffee Mug')) as PartnerMug[];
const teeImages = (products: PartnerProduct[], colour: string) =>
  tshirtOf(products).colors.find((c) => c.name === colour)?.images ?? [];

/** In the 900 px front view: inside the printed chest area, and plain cloth below it. */
const CHEST: Box = { x0: 400, y0: 260, x1: 500, y1: 360 };
const BELLY: Box = { x0: 400, y0: 640, x1: 500, y1: 720 };

describe('local print partner', () => {
  const jobId = randomUUID();
  const magentaJob = randomUUID();
  const bandedJob = randomUUID();
  const offCentreJob = randomUUID();
  let products: PartnerProduct[];
  let magenta: PartnerProduct[];
  let banded: PartnerProduct[];
  let offCentre: PartnerProduct[];

  beforeAll(async () => {
    const portrait = sharp(HOPPER).resize(ART.width, ART.height, { fit: 'cover' });
    products = await productsOf(media, partner, {
      jobId,
      mediaName: 'media-hopper',
      art: await artwork(portrait),
      artworkKey: 'artworks/a.jpg',
    });
    const solid = sharp({
      create: { ...ART, channels: 3, background: { r: 255, g: 0, b: 255 } },
    });
    magenta = await productsOf(media, partner, {
      jobId: magentaJob,
      mediaName: 'media-magenta',
      art: await artwork(solid),
      artworkKey: 'artworks/b.jpg',
    });
    // Magenta, with a blue band down its right edge: where the picture meets the frame's side.
    const band = Math.round(ART.width * 0.03);
    const blue = await sharp({
      create: { width: band, height: ART.height, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .png()
      .toBuffer();
    banded = await productsOf(media, partner, {
      jobId: bandedJob,
      mediaName: `media-${bandedJob}`,
      art: await artwork(
        sharp({ create: { ...ART, channels: 3, background: { r: 255, g: 0, b: 255 } } }).composite([
          { input: blue, left: ART.width - band, top: 0 },
        ]),
      ),
      artworkKey: 'artworks/c.jpg',
    });
    // A magenta face near the left edge of a blue ground, where the engine says it is.
    const face = { x: 0.03, y: 0.22, width: 0.24, height: 0.26 };
    const faceBox = await sharp({
      create: {
        width: Math.round(face.width * ART.width),
        height: Math.round(face.height * ART.height),
        channels: 3,
        background: { r: 255, g: 0, b: 255 },
      },
    })
      .png()
      .toBuffer();
    const offCentreArt = await artwork(
      sharp({ create: { ...ART, channels: 3, background: { r: 40, g: 70, b: 190 } } }).composite([
        {
          input: faceBox,
          left: Math.round(face.x * ART.width),
          top: Math.round(face.y * ART.height),
        },
      ]),
    );
    offCentre = await productsOf(media, partner, {
      jobId: offCentreJob,
      mediaName: `media-${offCentreJob}`,
      art: { ...offCentreArt, subject: face },
      artworkKey: 'artworks/d.jpg',
    });
  });

  it('is named local and answers one canvas, one t-shirt and two mugs, canvas first', () => {
    expect(partner.name).toBe('local');
    for (const product of products) expect(partnerProductSchema.parse(product)).toEqual(product);
    expect(products.map((p) => p.title)).toEqual([
      'Canvas',
      'T-Shirt',
      'Coffee Mug (White)',
      'Coffee Mug (Black)',
    ]);
    expect(products.every((p) => p.id.startsWith(jobId))).toBe(true);
  });

  it('lists every picture under the job’s media name and paints each, when first asked, as a 900 px JPEG that it keeps, each one different', async () => {
    const tee = tshirtOf(products);
    const urls = [
      ...canvasOf(products).size_options.flatMap((o) => o.all_images),
      ...tee.colors.flatMap((c) => c.images),
      ...mugsOf(products).flatMap((m) => m.images),
    ];
    expect(urls).toHaveLength(5 + 10 + 4);
    expect(tee.colors.every((c) => c.images.length === 2)).toBe(true);
    expect(mugsOf(products).every((m) => m.images.length === 2)).toBe(true);
    const bodies = new Set<string>();
    for (const url of urls) {
      const key = media.keyOf(url) ?? '';
      expect(key.startsWith('mockups/media-hopper/')).toBe(true);
      expect(key).not.toContain(jobId);
      // Nothing is painted before a shopper asks: the art is ready without them.
      expect(media.objects.has(key)).toBe(false);
      const body = (await partner.paintMockup?.(key)) ?? Buffer.alloc(0);
      expect(media.objects.get(key)).toMatchObject({ body, contentType: 'image/jpeg' });
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 900, 900]);
      expect(body.length).toBeLessThan(250_000);
      bodies.add(body.toString('base64'));
    }
    expect(bodies.size).toBe(urls.length);
  });

  it('paints each t-shirt in its own colour: black is dark, white is light', async () => {
    const means = await Promise.all(
      tshirtOf(products).colors.map(async (c) => meanIn(await picture(c.images[0] ?? ''), BELLY)),
    );
    const [white, black, navy, grey, red] = means as [Rgb, Rgb, Rgb, Rgb, Rgb];
    expect(brightness(white)).toBeGreaterThan(200);
    expect(brightness(black)).toBeLessThan(50);
    expect(navy[2]).toBeGreaterThan(navy[0] + 15);
    expect(red[0]).toBeGreaterThan(red[1] + 80);
    expect(brightness(grey)).toBeGreaterThan(brightness(navy) + 60);
    const overall = await Promise.all(
      (['White', 'Black'] as const).map(async (c) =>
        brightness(meanIn(...withWhole(await picture(teeImages(products, c)[0] ?? '')))),
      ),
    );
    expect(overall[0]).toBeGreaterThan((overall[1] ?? 0) + 40);
  });

  it('prints the artwork on the chest, in its colours, and leaves the rest of the shirt plain', async () => {
    const portrait = await picture(teeImages(products, 'White')[0] ?? '');
    expect(distance(meanIn(portrait, CHEST), meanIn(portrait, BELLY))).toBeGreaterThan(60);
    for (const colour of ['White', 'Black', 'Red']) {
      const shirt = await picture(teeImages(magenta, colour)[0] ?? '');
      expect(isMagenta(meanIn(shirt, CHEST))).toBe(true);
      expect(isMagenta(meanIn(shirt, BELLY))).toBe(false);
    }
  });

  it('shows the print closer in the second t-shirt picture', async () => {
    const [front, detail] = teeImages(magenta, 'Navy');
    const inFront = find(await picture(front ?? ''), isMagenta).count;
    const inDetail = find(await picture(detail ?? ''), isMagenta).count;
    expect(inDetail).toBeGreaterThan(inFront * 3);
  });

  it('hangs each canvas size in its own proportions, with the picture wrapped round the side', async () => {
    for (const option of canvasOf(magenta).size_options) {
      const variant = CANVAS.variants.find((v) => v.id === option.variant_id);
      const scene = await picture(option.main_image);
      const { box } = find(scene, isMagenta);
      const aspect = (box.x1 - box.x0) / (box.y1 - box.y0);
      expect(aspect).toBeCloseTo((variant?.widthIn ?? 0) / (variant?.heightIn ?? 1), 1);
      // The side: still the artwork's colour, but in shade, between the face and the wall.
      const middle = Math.round((box.y0 + box.y1) / 2);
      const side = meanIn(scene, {
        x0: box.x1 + 3,
        y0: middle - 20,
        x1: box.x1 + 8,
        y1: middle + 20,
      });
      expect(side[0]).toBeGreaterThan(side[1] + 70);
      expect(brightness(side)).toBeLessThan(brightness(meanIn(scene, box)) - 25);
    }
  });

  it('wraps the picture round the frame: the edge of the painting is on the side, not the front', async () => {
    const isBlue = ([r, g, b]: Rgb) => b > 110 && r < 90 && g < 90;
    // Lit, as the front is; the side is in shade.
    const isBrightBlue = (rgb: Rgb) => isBlue(rgb) && rgb[2] > 200;
    const blueOnSides: string[] = [];
    for (const option of canvasOf(banded).size_options) {
      const scene = await picture(option.main_image);
      const front = find(scene, isMagenta).box;
      const middle = Math.round((front.y0 + front.y1) / 2);
      // The front ends in the painting's magenta: the blue edge is not on it...
      const edge = meanIn(scene, {
        x0: front.x1 - 6,
        x1: front.x1 - 1,
        y0: middle - 40,
        y1: middle + 40,
      });
      expect(isMagenta(edge)).toBe(true);
      expect(find(scene, isBlue, [front.x0, front.x1]).count).toBe(0);
      expect(find(scene, isBrightBlue).count).toBe(0);
      // ...it went round the frame, onto the side, where the canvas shows all of its width.
      if (find(scene, isBlue, [front.x1, front.x1 + 40]).count > 200) blueOnSides.push(option.size);
    }
    expect(blueOnSides).toEqual(expect.arrayContaining(['8″ x 10″', '16″ x 20″']));
  });

  it('keeps a face near the edge of the painting whole on every canvas size', async () => {
    const isGround = ([r, , b]: Rgb) => b > r + 80;
    for (const option of canvasOf(offCentre).size_options) {
      const scene = await picture(option.main_image);
      const painting = find(scene, (rgb) => isGround(rgb) || isMagenta(rgb)).box;
      const face = find(scene, isMagenta);
      // Ground still shows to the left of the face: it was not cut at the canvas's edge.
      expect(face.box.x0, option.size).toBeGreaterThan(painting.x0 + 3);
      const expected = (0.24 * ART.width) / (0.26 * ART.height);
      expect((face.box.x1 - face.box.x0) / (face.box.y1 - face.box.y0)).toBeCloseTo(expected, 1);
    }
  });

  it('shows each mug from both sides, the handle left in one and right in the other', async () => {
    const [white, black] = mugsOf(magenta);
    expect([white?.type, black?.type]).toEqual(['white', 'black']);
    const [left, right] = await Promise.all((black?.images ?? []).map(picture));
    if (!left || !right) throw new Error('two pictures expected');
    // Beyond the body on the far side from the handle there is only backdrop.
    expect(find(left, isDark, [0, 290]).count).toBeGreaterThan(2000);
    expect(find(left, isDark, [740, 900]).count).toBeLessThan(50);
    expect(find(right, isDark, [610, 900]).count).toBeGreaterThan(2000);
    expect(find(right, isDark, [0, 160]).count).toBeLessThan(50);
    // The print is wrapped on the visible side of the mug in both pictures.
    const printLeft = find(left, isMagenta).box;
    const printRight = find(right, isMagenta).box;
    expect(printLeft.x0).toBeGreaterThan(printRight.x0 + 60);
    expect(printLeft.x1 - printLeft.x0).toBeGreaterThan(250);
  });

  it('tells a white mug from a black one', async () => {
    const [white, black] = await Promise.all(
      mugsOf(products).map(async (m) =>
        meanIn(await picture(m.images[0] ?? ''), { x0: 300, y0: 160, x1: 720, y1: 200 }),
      ),
    );
    expect(brightness(white as Rgb)).toBeGreaterThan(brightness(black as Rgb) + 100);
  });
});

describe('local print partner, painting mock-ups on request', () => {
  const plainArt = async () =>
    artwork(sharp({ create: { ...ART, channels: 3, background: { r: 200, g: 120, b: 40 } } }));
  const mockupKeys = (store: typeof media) =>
    [...store.objects.keys()].filter((key) => key.startsWith('mockups/'));

  it('paints nothing for a key it never listed or whose artwork it never kept', async () => {
    const store = createMemoryMediaStore();
    const seller = createLocalPrintPartner({ media: store });
    await productsOf(store, seller, {
      jobId: randomUUID(),
      mediaName: 'media-listed',
      art: await plainArt(),
      artworkKey: 'artworks/listed.jpg',
    });
    const reads: string[] = [];
    const get = store.get.bind(store);
    store.get = (key) => {
      reads.push(key);
      return get(key);
    };
    expect(await seller.paintMockup?.('mockups/media-listed/poster.jpg')).toBeNull();
    expect(await seller.paintMockup?.('mockups/media-other/tshirt-white-front.jpg')).toBeNull();
    expect(await seller.paintMockup?.('artworks/listed.jpg')).toBeNull();
    expect(mockupKeys(store)).toEqual([]);
    // A key no product lists is refused before anything is read.
    expect(reads).not.toContain('artworks/listed.jpg');
  });

  it('paints every mock-up with its products where browsers load media from elsewhere', async () => {
    const store = createMemoryMediaStore();
    const seller = createLocalPrintPartner({ media: store, paintsWithProducts: true });
    const made = await productsOf(store, seller, {
      jobId: randomUUID(),
      mediaName: 'media-elsewhere',
      art: await plainArt(),
      artworkKey: 'artworks/elsewhere.jpg',
    });
    const listed = JSON.stringify(made).match(/mockups\/[^"]+\.jpg/g) ?? [];
    expect(new Set(listed).size).toBe(19);
    expect(mockupKeys(store).sort()).toEqual([...new Set(listed)].sort());
  });

  it('paints a mock-up once however many ask for it at once', async () => {
    const store = createMemoryMediaStore();
    let paints = 0;
    const seller = createLocalPrintPartner({
      media: store,
      paintMockup: async () => {
        paints++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Uint8Array([0xff, 0xd8, 0xff]);
      },
    });
    await productsOf(store, seller, {
      jobId: randomUUID(),
      mediaName: 'media-once',
      art: await plainArt(),
      artworkKey: 'artworks/once.jpg',
    });
    const key = 'mockups/media-once/canvas-8x10.jpg';
    const answers = await Promise.all([1, 2, 3].map(() => seller.paintMockup?.(key)));
    expect(paints).toBe(1);
    expect(answers.every((answer) => answer?.equals(Buffer.from([0xff, 0xd8, 0xff])))).toBe(true);
    expect(store.objects.get(key)?.contentType).toBe('image/jpeg');
  });

  it('forgets painted mock-ups, waits for one being painted, and paints none after', async () => {
    const store = createMemoryMediaStore();
    const seller = createLocalPrintPartner({ media: store });
    const jobId = randomUUID();
    const made = await productsOf(store, seller, {
      jobId,
      mediaName: 'media-forgotten',
      art: await plainArt(),
      artworkKey: 'artworks/forgotten.jpg',
    });
    const [first, second] = canvasOf(made).size_options.map((o) => store.keyOf(o.main_image));
    await seller.paintMockup?.(first ?? '');
    const underWay = seller.paintMockup?.(second ?? '');
    await seller.forgetProducts(jobId, made);
    // Painted or not, depending on whether it read its artwork first: it keeps nothing.
    await underWay;
    expect(mockupKeys(store)).toEqual([]);
    expect([...store.objects.keys()].some((key) => key.startsWith('mockup-sources/'))).toBe(false);
    expect(await seller.paintMockup?.(first ?? '')).toBeNull();
    expect(mockupKeys(store)).toEqual([]);
  });
});
