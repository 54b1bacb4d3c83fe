import type { PrintFileSpec } from '../../../print-files/print-file';
import type { ProductKind } from './catalog';
import type { BlueprintPlan } from './catalog-plan';

/** A print file size and the offered variants that print from it. */
export interface PrintAreaGroup extends PrintFileSpec {
  variantIds: number[];
}

/**
 * Printify's usual front print areas, for a variant whose catalogue entry names none: a tee's
 * 15″ x 18″, a canvas's 16″ x 20″ and an 11oz mug's 9″ x 4″ wrap, at 300 dpi.
 */
const DEFAULT_FRONT: Record<ProductKind, { width: number; height: number }> = {
  tshirt: { width: 4500, height: 5400 },
  canvas: { width: 4800, height: 6000 },
  mug: { width: 2700, height: 1200 },
};
const PRINTIFY_DPI = 300;

/**
 * The print files a product needs: one per front placeholder size among its offered variants
 * (a tee's sizes share one; each canvas size has its own shape).
 */
export function printAreaGroups(plan: BlueprintPlan): PrintAreaGroup[] {
  const groups = new Map<string, PrintAreaGroup>();
  for (const { id } of plan.variants) {
    const variant = plan.catalogue.find((v) => v.id === id);
    const front =
      variant?.placeholders?.find((p) => p.position === 'front') ?? DEFAULT_FRONT[plan.kind];
    const key = `${front.width}x${front.height}`;
    const group = groups.get(key) ?? {
      widthPx: front.width,
      heightPx: front.height,
      dpi: PRINTIFY_DPI,
      variantIds: [],
    };
    group.variantIds.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
