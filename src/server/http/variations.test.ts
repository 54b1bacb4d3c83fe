import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobResponse, jobResponseSchema } from '../../shared/api/generation';
import {
  type PickedVariation,
  pickedVariationSchema,
  type VariationsResponse,
  variationsResponseSchema,
} from '../../shared/api/variations';
import type { OrderRecord } from '../domain/orders/order-record';
import { startWorkers } from '../services';
import { appDatabases } from '../testing/app-databases';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { paidCanvasOrder } from '../testing/order-fixture';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { readJobProducts } from '../workflows/read-job-products';
import { readMedia } from '../workflows/read-media';

describe.each(appDatabases({ postgres: true }))(
  'four variations to pick from, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let drop: () => Promise<void>;
    let kit: ReturnType<typeof ownerOrdersKit>;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp({
        ...db.env,
        GENERATION_QUOTA_PER_HOUR: '2',
        ART_VARIATIONS: '4',
        AUTH_SIGN_UPS_PER_HOUR: '100',
      });
      startWorkers(test.services);
      kit = ownerOrdersKit(test);
    }, 60_000);
    afterAll(async () => {
      await test.close();
      await drop();
    });

    const upload = (guest: TestGuest, style: string) =>
      guest.inject({
        method: 'POST',
        url: '/',
        payload: uploadForm(
          { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' },
          { style_id: style, guest_session_id: guest.id },
        ),
      });

    /** A new creation, polled until its job is done. */
    async function create(guest: TestGuest, style = 'caravaggio'): Promise<JobResponse> {
      const made = await upload(guest, style);
      expect(made.statusCode, made.body).toBe(200);
      for (;;) {
        const answer = await guest.inject({ url: `/api/jobs/${made.json().job_id}` });
        const job = jobResponseSchema.parse(answer.json());
        if (job.status === 'completed' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    /** The job's variations once the painter has done, asked as the web app asks. */
    async function allVariations(guest: TestGuest, jobId: string): Promise<VariationsResponse> {
      for (;;) {
        const answer = await guest.inject({ url: `/api/jobs/${jobId}/variations` });
        expect(answer.statusCode, answer.body).toBe(200);
        const listed = variationsResponseSchema.parse(answer.json());
        if (!listed.painting) return listed;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    const pick = (guest: TestGuest, jobId: string, variation: number) =>
      guest.post(`/api/jobs/${jobId}/variations/${variation}/pick`, {});

    let guest: TestGuest;
    let jobId: string;
    let firstProducts: PickedVariation['products'];
    let listed: VariationsResponse;

    it('paints four different pictures for one creation, counted once against the hour', async () => {
      guest = await startGuest(test.app);
      const made = await create(guest);
      expect(made.status).toBe('completed');
      jobId = made.id;
      firstProducts = made.result?.products ?? [];
      listed = await allVariations(guest, jobId);
      expect(listed.variations.map((each) => each.variation)).toEqual([0, 1, 2, 3]);
      expect(listed.variations[0]?.artwork_url).toBe(made.result?.artwork_url);
      const pictures = await Promise.all(
        listed.variations.map(async ({ artwork_url }) => {
          const shown = await test.app.inject(artwork_url);
          expect(shown.statusCode).toBe(200);
          expect(shown.headers['content-type']).toBe('image/jpeg');
          return shown.rawPayload.toString('base64');
        }),
      );
      expect(new Set(pictures).size).toBe(4);

      // Four pictures were one creation: the hour (two here) still has room for one more.
      expect((await create(guest, 'royal_oil_paint')).status).toBe('completed');
      const spent = await upload(guest, 'cyberpunk_hero');
      expect(spent.statusCode).toBe(429);
      expect(spent.json().error).toBe('wizards_recharging');
    }, 120_000);

    it('dresses the products from the picked variation, kept for the next pick and the checkout', async () => {
      const picked = await pick(guest, jobId, 2);
      expect(picked.statusCode, picked.body).toBe(200);
      const { products, artwork_url } = pickedVariationSchema.parse(picked.json());
      expect(artwork_url).toBe(listed.variations[2]?.artwork_url);
      expect(products.map((product) => product.id)).toEqual(
        firstProducts.map((product) => product.id.replace(jobId, `${jobId}-v2`)),
      );
      const images = (list: PickedVariation['products']) =>
        list.flatMap((product) => JSON.stringify(product).match(/\/media\/[^"]+\.jpg/g) ?? []);
      const mockups = images(products);
      expect(mockups.length).toBeGreaterThan(4);
      for (const url of mockups) {
        expect(images(firstProducts)).not.toContain(url);
        expect((await test.app.inject(url)).statusCode, url).toBe(200);
      }
      const again = pickedVariationSchema.parse((await pick(guest, jobId, 2)).json());
      expect(again.products).toEqual(products);
      // Back to the first: the job's own products.
      expect(pickedVariationSchema.parse((await pick(guest, jobId, 0)).json()).products).toEqual(
        firstProducts,
      );

      const forSale = await readJobProducts(test.services, [jobId], {
        accountId: null,
        guestSessionId: guest.id,
      });
      const ids = forSale.products.get(jobId)?.map((product) => product.id);
      expect(ids).toEqual(expect.arrayContaining(products.map((product) => product.id)));
    }, 60_000);

    it('is the maker’s alone, and names only variations there are', async () => {
      const stranger = await startGuest(test.app);
      expect((await stranger.inject({ url: `/api/jobs/${jobId}/variations` })).statusCode).toBe(
        404,
      );
      const taken = await pick(stranger, jobId, 1);
      expect(taken.statusCode).toBe(404);
      expect(taken.json().code).toBe('job_not_found');
      expect((await pick(guest, jobId, 4)).statusCode).toBe(400);
      expect((await test.app.inject({ url: `/api/jobs/${jobId}/variations` })).statusCode).toBe(
        401,
      );
    });

    it('hands the buyer the variation the order printed, at full size', async () => {
      const variation = pickedVariationSchema.parse((await pick(guest, jobId, 3)).json());
      const canvas = variation.products.find((product) => product.id.endsWith('-canvas'));
      const [line] = paidCanvasOrder('any', new Date()).lines;
      const order = await kit.paidOrder({
        lines: [
          {
            ...(line as OrderRecord['lines'][number]),
            jobId,
            productId: canvas?.id ?? '',
            fallback: false,
          },
        ],
        owner: { customerId: null, guestSessionId: guest.id },
      });
      const view = await test.app.inject(`/api/orders/${order.id}?token=${order.accessToken}`);
      const link = view.json().items[0].artwork_download_url as string;
      expect(link).toContain(encodeURIComponent(canvas?.id ?? ''));
      const bought = await test.app.inject(link);
      expect(bought.statusCode, bought.body).toBe(200);
      const row = await test.services.variations.find(jobId, 3);
      const file = await readMedia(test.services.media, row?.artworkKey ?? '');
      expect(bought.rawPayload.equals(file)).toBe(true);
    });

    it('deletes every variation’s pictures with the artwork', async () => {
      const other = await startGuest(test.app);
      const id = (await create(other, 'fierce_pirate_captain')).id;
      const { variations } = await allVariations(other, id);
      const picked = pickedVariationSchema.parse((await pick(other, id, 1)).json());
      const deleted = await other.inject({ method: 'DELETE', url: `/api/artworks/${id}` });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const urls = [
        ...variations.map((each) => each.artwork_url),
        ...(JSON.stringify(picked.products).match(/\/media\/[^"]+\.jpg/g) ?? []),
      ];
      for (const url of urls) expect((await test.app.inject(url)).statusCode, url).toBe(404);
      expect(await test.services.variations.list(id)).toEqual([]);
    }, 90_000);

    it('paints four looks the photo has not had when the shopper tries another look in the same style', async () => {
      const shopper = await startGuest(test.app);
      const first = await create(shopper, 'royal_oil_paint');
      const asked = await shopper.post(`/api/jobs/${first.id}/another-look`, {
        style_id: 'royal_oil_paint',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const second = asked.json().job_id as string;
      const pictures = [];
      for (const id of [first.id, second]) {
        const { variations } = await allVariations(shopper, id);
        expect(variations).toHaveLength(4);
        for (const { artwork_url } of variations) {
          pictures.push((await test.app.inject(artwork_url)).rawPayload.toString('base64'));
        }
      }
      // A look always paints the same picture, so eight different ones are eight looks.
      expect(new Set(pictures).size).toBe(8);
      expect((await test.services.jobs.findById(second))?.first_look).toBe(4);
    }, 120_000);
  },
);
