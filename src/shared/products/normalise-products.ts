import {
  type CanvasProduct,
  canvasProductSchema,
  type MugProduct,
  mugProductSchema,
  type TshirtProduct,
  tshirtProductSchema,
} from '../api/products';
import type { DisplayProduct } from './display-product';
import { normaliseCanvas } from './normalise-canvas';
import { COMBINED_MUG_ALIAS, COMBINED_MUG_ID, normaliseMugs } from './normalise-mugs';
import { normaliseTshirt } from './normalise-tshirt';

export { COMBINED_MUG_ID, MUG_PLACEHOLDER_IMAGE } from './normalise-mugs';

type Kind = 'tshirt' | 'canvas' | 'mug';

/** A product is known by its title (SPEC §3): 'T-Shirt', 'Canvas', or one with 'Coffee Mug'. */
function kindOf(item: unknown): Kind | null {
  if (typeof item !== 'object' || item === null || !('title' in item)) return null;
  const { title } = item;
  if (typeof title !== 'string') return null;
  if (title === 'T-Shirt') return 'tshirt';
  if (title === 'Canvas') return 'canvas';
  return title.includes('Coffee Mug') ? 'mug' : null;
}

/**
 * The job's products (SPEC §3 API shapes) as the shop shows them: canvas first, then the
 * t-shirt, then the mug. A product that cannot be recognised or read is left out, never
 * thrown over: one broken product must not hide the others.
 */
export function normaliseProducts(
  input: readonly unknown[],
  options: { host?: string } = {},
): DisplayProduct[] {
  const tshirts: TshirtProduct[] = [];
  const canvases: CanvasProduct[] = [];
  const mugs: MugProduct[] = [];
  for (const item of input) {
    const kind = kindOf(item);
    if (kind === 'tshirt') pushParsed(tshirts, tshirtProductSchema.safeParse(item));
    if (kind === 'canvas') pushParsed(canvases, canvasProductSchema.safeParse(item));
    if (kind === 'mug') pushParsed(mugs, mugProductSchema.safeParse(item));
  }
  const { host } = options;
  return [
    ...canvases.flatMap((canvas) => normaliseCanvas(canvas, host) ?? []),
    ...tshirts.flatMap((tshirt) => normaliseTshirt(tshirt, host) ?? []),
    ...normaliseMugs(mugs, host),
  ];
}

function pushParsed<T>(list: T[], result: { success: boolean; data?: T }): void {
  if (result.success && result.data !== undefined) list.push(result.data);
}

/** The product with this id; 'coffee-mug' also names the combined mug. */
export function findDisplayProduct(
  products: readonly DisplayProduct[],
  id: string,
): DisplayProduct | undefined {
  const wanted = id === COMBINED_MUG_ALIAS ? COMBINED_MUG_ID : id;
  return products.find((product) => product.id === wanted);
}
