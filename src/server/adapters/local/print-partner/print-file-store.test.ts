import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Artwork } from '../../../ports/art-engine';
import type { PartnerOrderLine, PartnerOrderRequest } from '../../../ports/print-partner';
import { createMemoryMediaStore } from '../../../testing/memory-media-store';
import { findPrintArea } from './print-areas';
import { createPrintFileStore } from './print-file-store';

const ART = { width: 1232, height: 1536 };

const line = (productId: string | undefined, blueprintId: number, variantId: number) =>
  ({
    ...(productId ? { productId } : { artworkUrl: 'https://example.com/sample.jpg' }),
    variantId,
    quantity: 1,
    blueprintId,
    printProviderId: 1,
  }) as PartnerOrderLine;

const order = (lines: PartnerOrderLine[]): PartnerOrderRequest => ({
  externalId: 'order-1',
  label: 'MM-1001',
  lines,
  shippingMethodId: 1,
  address: {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    country: 'US',
    region: 'NY',
    address1: '1 Main Street',
    address2: '',
    city: 'Somewhere',
    zip: '10118',
  },
});

describe('local print files', () => {
  it('makes the print file of each ordered product once, at its print size', async () => {
    const media = createMemoryMediaStore();
    const files = createPrintFileStore(media);
    const image = await sharp({
      create: { ...ART, channels: 3, background: { r: 120, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const artwork: Artwork = {
      image,
      contentType: 'image/png',
      ...ART,
      subject: { x: 0.3, y: 0.2, width: 0.4, height: 0.35 },
    };
    await media.put('artworks/job-7.png', image, 'image/png');
    await files.keep('job-7', 'artworks/job-7.png', artwork, 'local');

    const request = order([
      line('job-7-canvas', 937, 82228),
      line('job-7-tshirt', 12, 18054),
      line('job-7-mug-black', 1151, 96132),
      line(undefined, 937, 82229),
    ]);
    const keys = await files.ensure(request);
    expect(keys).toEqual([
      'print-files/job-7/canvas-8x10.jpg',
      'print-files/job-7/tshirt-front.jpg',
      'print-files/job-7/mug-black-wrap.jpg',
    ]);
    const owners: [number, number][] = [
      [937, 82228],
      [12, 18054],
      [1151, 96132],
    ];
    for (const [i, key] of keys.entries()) {
      const [blueprintId, variantId] = owners[i] as [number, number];
      const area = findPrintArea(blueprintId, variantId);
      const meta = await sharp(media.objects.get(key)?.body).metadata();
      expect([meta.width, meta.height]).toEqual([area?.widthPx, area?.heightPx]);
    }

    // A retried submission finds them made.
    const made = keys.map((key) => media.objects.get(key)?.body);
    await files.ensure(request);
    expect(keys.map((key) => media.objects.get(key)?.body)).toEqual(made);
  });

  it('asks for each design’s masters largest first, so a smaller file may share a larger one', async () => {
    const media = createMemoryMediaStore();
    const asked: string[] = [];
    const files = createPrintFileStore(media, async ({ jobId, artwork }, area) => {
      asked.push(`${jobId} ${area.widthPx}x${area.heightPx}`);
      return artwork;
    });
    const image = await sharp({ create: { ...ART, channels: 3, background: '#7a5030' } })
      .png()
      .toBuffer();
    for (const jobId of ['job-8', 'job-9']) {
      await media.put(`artworks/${jobId}.png`, image, 'image/png');
      await files.keep(
        jobId,
        `artworks/${jobId}.png`,
        { image, contentType: 'image/png', ...ART },
        'local',
      );
    }

    const keys = await files.ensure(
      order([
        line('job-8-canvas', 937, 82228),
        line('job-9-mug-white', 68, 33719),
        line('job-8-tshirt', 12, 18054),
        line('job-8-mug-black', 1151, 96132),
      ]),
    );

    const tee = findPrintArea(12, 18054);
    const mug = findPrintArea(68, 33719);
    // The tee's front (15″ x 18″ at 300 dpi) needs more of the artwork than the mug or the canvas.
    expect(asked).toHaveLength(4);
    expect(asked[0]).toBe(`job-8 ${tee?.widthPx}x${tee?.heightPx}`);
    expect(asked[3]).toBe(`job-9 ${mug?.widthPx}x${mug?.heightPx}`);
    expect(keys).toEqual([
      'print-files/job-8/canvas-8x10.jpg',
      'print-files/job-9/mug-white-wrap.jpg',
      'print-files/job-8/tshirt-front.jpg',
      'print-files/job-8/mug-black-wrap.jpg',
    ]);
    await files.ensure(order([line('job-8-canvas', 937, 82228)]));
    expect(asked).toHaveLength(4);
  });

  it('leaves a job made before print files were kept to the product alone', async () => {
    const files = createPrintFileStore(createMemoryMediaStore());
    await expect(files.ensure(order([line('job-1-tshirt', 12, 18054)]))).resolves.toEqual([]);
  });
});
