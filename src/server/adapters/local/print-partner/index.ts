import type { Db } from '../../../db/database';
import type { MediaStore } from '../../../ports/media-store';
import { PartnerOrderRejectedError, type PrintPartner } from '../../../ports/print-partner';
import type { PrintMasterFor } from '../../../print-files/print-masters';
import { mockupKeysOf } from './forget-products';
import { createMockupSources } from './mockup-sources';
import {
  listedMockup,
  mediaNameOfMockup,
  type PaintMockup,
  paintMockup,
} from './mockups/paint-mockup';
import { createLocalOrderBook, type LocalOrderBook, refusalOf } from './order-book';
import { DEFAULT_LOCAL_PARTNER_TIMINGS, type LocalPartnerTimings } from './order-status';
import { createPrintFileStore } from './print-file-store';
import { buildProducts, type MockupOwner, planMockups } from './product-plan';
import { quoteLocalShipping } from './quote-local-shipping';

export { type Blueprint, listCatalogue } from './catalogue';
export { findBlueprint, findVariant, type VariantQuote } from './catalogue-lookup';

const ownerKey = (owner: MockupOwner) =>
  owner.kind === 'tee' ? `tee:${owner.colourId}` : `${owner.kind}:${owner.variantId}`;

/**
 * The default print partner: it makes the products from the local catalogue and paints each
 * mock-up on this machine the first time it is asked for (the media route asks), storing it
 * in the media store, so a shopper's art is ready without waiting for nineteen pictures; each
 * ordered product's print file is made when it is ordered (print-file-store.ts). Orders need
 * `db`: they are kept there, and move through Printify's statuses to shipped and delivered as
 * `clock` advances, on `timings` (see order-status.ts).
 */
export function createLocalPrintPartner(deps: {
  media: MediaStore;
  db?: Db;
  clock?: () => Date;
  /** How long production, shipping and delivery take (order-status.ts). */
  timings?: LocalPartnerTimings;
  /** Where the mock-ups are drawn: the art pool's threads in the server, else this thread. */
  paintMockup?: PaintMockup;
  /**
   * Whether every mock-up is painted with its products: where browsers load media from
   * elsewhere (MEDIA_PUBLIC_BASE_URL), nothing asks this store for a missing one. Else each is
   * painted when first asked for.
   */
  paintsWithProducts?: boolean;
  /** What print files are cut from (print-masters.ts); else the artwork, enlarged by Lanczos. */
  printMaster?: PrintMasterFor;
}): PrintPartner {
  const paint = deps.paintMockup ?? paintMockup;
  const sources = createMockupSources(deps.media);
  // One paint per mock-up at a time, and what forgetting an artwork waits for.
  const painting = new Map<string, Promise<Buffer | null>>();
  const orderBook = deps.db
    ? createLocalOrderBook({
        db: deps.db,
        clock: deps.clock ?? (() => new Date()),
        timings: deps.timings ?? DEFAULT_LOCAL_PARTNER_TIMINGS,
      })
    : undefined;
  const printFiles = createPrintFileStore(deps.media, deps.printMaster);
  const orders = (): LocalOrderBook => {
    if (!orderBook) throw new Error('The local print partner takes orders only when given a db');
    return orderBook;
  };
  async function paintAndKeep(key: string): Promise<Buffer | null> {
    // A key no product lists costs no read of the artwork.
    const listed = listedMockup(key);
    const artwork = listed ? await sources.read(listed.mediaName) : null;
    const jpeg = artwork ? await paint(key, artwork) : null;
    if (!jpeg) return null;
    const body = Buffer.from(jpeg);
    await deps.media.put(key, body, 'image/jpeg');
    return body;
  }

  function paintOnce(key: string): Promise<Buffer | null> {
    const running = painting.get(key);
    if (running) return running;
    const painted = paintAndKeep(key).finally(() => painting.delete(key));
    painting.set(key, painted);
    return painted;
  }

  return {
    name: 'local',
    async createProducts({ jobId, mediaName, artwork, artworkKey, paintedBy }) {
      await Promise.all([
        sources.keep(mediaName, artworkKey, artwork),
        printFiles.keep(jobId, artworkKey, artwork, paintedBy),
      ]);
      const plan = planMockups(mediaName);
      if (deps.paintsWithProducts) await Promise.all(plan.map(({ key }) => paintOnce(key)));
      const images = new Map<string, string[]>();
      for (const { key, owner } of plan) {
        const list = images.get(ownerKey(owner)) ?? [];
        list.push(deps.media.url(key));
        images.set(ownerKey(owner), list);
      }
      return buildProducts(jobId, (owner) => images.get(ownerKey(owner)) ?? []);
    },
    paintMockup: paintOnce,
    async forgetProducts(jobId, products) {
      const keys = mockupKeysOf(deps.media, products);
      const mediaNames = new Set(keys.map(mediaNameOfMockup).filter((name) => name !== null));
      // The sources go first, so no paint starts after this; those under way are waited for,
      // so none stores a mock-up after its artwork is forgotten.
      await Promise.all([...mediaNames].map((name) => sources.forget(name)));
      await Promise.allSettled(keys.map((key) => painting.get(key)));
      await Promise.all([...keys.map((key) => deps.media.delete(key)), printFiles.forget(jobId)]);
    },
    async quoteShipping(request) {
      return quoteLocalShipping(request);
    },
    async submitOrder(request) {
      // The files are made once the order is known to be taken and before it stands, so no
      // order is ever placed without them: a failure here fails the submission, which is
      // retried, and each file is made once.
      const book = orders();
      const refusal = refusalOf(request);
      if (refusal) throw new PartnerOrderRejectedError(refusal);
      await printFiles.ensure(request);
      return book.submit(request);
    },
    readPrintFile: (line) => printFiles.read(line),
    getOrder: async (id) => orders().get(id),
    listOrders: async (page) => orders().list(page),
    findOrderFor: async (externalId) => orders().findFor(externalId),
    cancelOrder: async (id) => orders().cancel(id),
  };
}
