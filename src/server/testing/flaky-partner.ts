import type { PrintPartner } from '../ports/print-partner';

/**
 * A print partner whose submissions fail for the first `outage` tries of each order, then
 * recover; the partner it stands for is set once the app (and its database) exists. With
 * `answersLost`, a failing try reaches the partner, which takes the order, and only its answer
 * is lost (a timeout), as a retried submission meets it in the wild.
 */
export function flakyPartner(outage: number, options: { answersLost?: boolean } = {}) {
  let target: PrintPartner | undefined;
  const attempts = new Map<string, { failed: number; accepted: number }>();
  const real = () => target as PrintPartner;
  const partner: PrintPartner = {
    name: 'flaky',
    createProducts: (request) => real().createProducts(request),
    forgetProducts: (jobId, products) => real().forgetProducts(jobId, products),
    quoteShipping: (request) => real().quoteShipping(request),
    getOrder: (id) => real().getOrder(id),
    listOrders: (page) => real().listOrders(page),
    findOrderFor: (externalId) => real().findOrderFor(externalId),
    cancelOrder: (id) => real().cancelOrder(id),
    async submitOrder(request) {
      const seen = attempts.get(request.externalId) ?? { failed: 0, accepted: 0 };
      attempts.set(request.externalId, seen);
      if (seen.failed < outage) {
        seen.failed += 1;
        if (options.answersLost) await real().submitOrder(request);
        throw new Error('print partner outage');
      }
      seen.accepted += 1;
      return real().submitOrder(request);
    },
  };
  return {
    partner,
    attemptsFor: (orderId: string) => attempts.get(orderId),
    setTarget: (partner: PrintPartner) => {
      target = partner;
    },
  };
}
