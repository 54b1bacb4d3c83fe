import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobsRepository } from '../db/jobs-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import { fixOffered } from '../domain/orders/order-status';
import { type VariantChoice, variantChoices } from '../domain/orders/variant-choices';
import { readJobProducts } from './read-job-products';

export interface LineChoiceDeps {
  jobs: JobsRepository;
  variations: JobVariationsRepository;
}

/**
 * For each of the order's lines, the options it may be changed to before the order goes to the
 * partner again; none while the order may not be fixed. The products are read as the shopper
 * who bought them would read them, so a job that has since left their hands offers nothing.
 */
export async function lineVariantChoices(
  deps: LineChoiceDeps,
  order: OrderRecord,
): Promise<VariantChoice[][]> {
  if (!fixOffered(order)) return order.lines.map(() => []);
  const jobIds = order.lines.flatMap((line) => (line.jobId && !line.fallback ? [line.jobId] : []));
  const { products } = await readJobProducts(deps, jobIds, {
    accountId: order.owner.customerId,
    guestSessionId: order.owner.guestSessionId,
  });
  return order.lines.map((line) =>
    variantChoices(line, line.jobId ? products.get(line.jobId) : undefined),
  );
}
