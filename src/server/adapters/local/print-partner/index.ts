import type { Db } from '../../../db/database';
import type { MediaStore } from '../../../ports/media-store';
import { PartnerOrderRejectedError, type PrintPartner } from '../../../ports/print-partner';
import type { PrintMasterFor } from '../../../print-files/print-masters';
import { mockupKeysOf } from './forget-products';
import { type RenderJobMockups, renderJobMockups } from './mockups/render-job-mockups';
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
 * The default print partner: it makes the products from the local catalogue and renders their
 * mock-ups on this machine, storing them in the media store; each ordered product's print file
 * is made when it is ordered (print-file-store.ts). Orders need `db`: they are kept
 * there, and move through Printify's statuses to shipped and delivered as `clock` advances, on
 * `timings` (see order-status.ts).
 */
export function createLocalPrintPartner(deps: {
  media: MediaStore;
  db?: Db;
  clock?: () => Date;
  /** How long production, shipping and delivery take (order-status.ts). */
  timings?: LocalPartnerTimings;
  /** Where the mock-ups are drawn: the art pool's threads in the server, else this thread. */
  renderMockups?: RenderJobMockups;
  /** What print files are cut from (print-masters.ts); else the artwork, enlarged by Lanczos. */
  printMaster?: PrintMasterFor;
}): PrintPartner {
  const renderMockups = deps.renderMockups ?? renderJobMockups;
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
  return {
    name: 'local',
    async createProducts({ jobId, mediaName, artwork, artworkKey, paintedBy }) {
      const rendered = await renderMockups(mediaName, artwork);
      await Promise.all([
        ...rendered.map(({ key, jpeg }) => deps.media.put(key, Buffer.from(jpeg), 'image/jpeg')),
        printFiles.keep(jobId, artworkKey, artwork, paintedBy),
      ]);
      const plan = planMockups(mediaName);
      const images = new Map<string, string[]>();
      for (const { key, owner } of plan) {
        const list = images.get(ownerKey(owner)) ?? [];
        list.push(deps.media.url(key));
        images.set(ownerKey(owner), list);
      }
      return buildProducts(jobId, (owner) => images.get(ownerKey(owner)) ?? []);
    },
    async forgetProducts(jobId, products) {
      await Promise.all([
        ...mockupKeysOf(deps.media, products).map((key) => deps.media.delete(key)),
        printFiles.forget(jobId),
      ]);
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
