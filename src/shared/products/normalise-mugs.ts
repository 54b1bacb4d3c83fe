import type { MugProduct } from '../api/products';
import { DEFAULT_PRICES_DOLLARS, MUG_SIZE } from '../constants';
import { type Cents, centsToDollars, dollarsToCents } from '../money';
import type { MugColorName, MugColorOption, MugDisplayProduct } from './display-product';
import { allowedImages } from './image-urls';

/** The one mug product the shop shows when the partner made several (SPEC §3). */
export const COMBINED_MUG_ID = 'coffee-mug-combined';
/** The other name the combined mug answers to. */
export const COMBINED_MUG_ALIAS = 'coffee-mug';
/** Shown for a mug that came without pictures; served by the web app. */
export const MUG_PLACEHOLDER_IMAGE = '/products/mug-placeholder.svg';

const COLOR_NAMES: Record<MugProduct['type'], MugColorName> = { black: 'Black', white: 'White' };
const COLOR_ORDER: readonly MugColorName[] = ['Black', 'White'];

// A mug never sells for nothing: an unpriced one takes the default mug price (SPEC §9).
const priceOf = (mug: MugProduct): Cents =>
  mug.price > 0 ? mug.price : dollarsToCents(DEFAULT_PRICES_DOLLARS.mug);

function colorOption(mug: MugProduct, host?: string): MugColorOption {
  const images = allowedImages(mug.images, host);
  return {
    name: COLOR_NAMES[mug.type],
    type: mug.type,
    productId: mug.id,
    variantId: mug.variant_id,
    printProviderId: mug.print_provider_id,
    blueprintId: mug.blueprint_id,
    price: priceOf(mug),
    images: images.length > 0 ? images : [MUG_PLACEHOLDER_IMAGE],
  };
}

/**
 * The partner's mugs as the shop shows them: one mug as it is, several merged into one
 * 'Coffee Mug' whose colours (Black, then White) each carry the real product behind them.
 */
export function normaliseMugs(mugs: readonly MugProduct[], host?: string): MugDisplayProduct[] {
  const [first] = mugs;
  if (!first) return [];
  if (mugs.length === 1) {
    return [mugDisplay(first.id, first.title, first.description, [colorOption(first, host)])];
  }
  const byColor = new Map<MugColorName, MugProduct>();
  for (const mug of mugs) {
    const name = COLOR_NAMES[mug.type];
    if (!byColor.has(name)) byColor.set(name, mug);
  }
  const merged = COLOR_ORDER.flatMap((name) => byColor.get(name) ?? []);
  const colors = merged.map((mug) => colorOption(mug, host));
  // The description that goes with the pictures shown first: the lead colour's.
  return [mugDisplay(COMBINED_MUG_ID, 'Coffee Mug', merged[0]?.description, colors, true)];
}

function mugDisplay(
  id: string,
  title: string,
  description: string | undefined,
  colors: MugColorOption[],
  merged = false,
): MugDisplayProduct {
  const [lead] = colors as [MugColorOption];
  const images = [...new Set(colors.flatMap((color) => color.images))];
  return {
    id,
    type: 'coffeeMug',
    title,
    description: description ?? '',
    primaryImage: images[0] ?? MUG_PLACEHOLDER_IMAGE,
    additionalImages: images.slice(1),
    basePrice: centsToDollars(Math.min(...colors.map((color) => color.price))),
    hasVariants: merged,
    printProviderId: lead.printProviderId,
    blueprintId: lead.blueprintId,
    options: {
      type: lead.type,
      variant_id: lead.variantId,
      size: MUG_SIZE,
      ...(merged && { colors }),
    },
  };
}
