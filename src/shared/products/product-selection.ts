import { type Cents, dollarsToCents } from '../money';
import type {
  CanvasVariantOption,
  DisplayProduct,
  MugColorOption,
  ProductSelection,
  TshirtDisplayProduct,
  TshirtVariantEntry,
} from './display-product';

/** What the product page says about options (SPEC §5 "Product options"). */
export const PRODUCT_OPTION_MESSAGES = {
  incomplete: 'Please select all required options',
  failed: 'Failed to create cart item. Please check your selections.',
} as const;

/** The tooltip of a t-shirt size the chosen colour does not come in. */
export function unavailableSizeLabel(size: string, color: string): string {
  return `${size} (not available in ${color})`;
}

/**
 * Where the product page starts: a t-shirt and a mug of several colours on their first colour,
 * the one their first picture and description show, so what looks chosen is chosen. A canvas's
 * size is left to the shopper: its price depends on it.
 */
export function defaultSelection(product: DisplayProduct): ProductSelection {
  if (product.type === 'tshirt') return { color: product.options.colors[0]?.name, quantity: 1 };
  if (product.type === 'coffeeMug' && product.options.colors) {
    return { color: product.options.colors[0]?.name, quantity: 1 };
  }
  return { quantity: 1 };
}

/** The enabled t-shirt variant for a colour and size, with its id. */
export function findTshirtVariant(
  product: TshirtDisplayProduct,
  color?: string,
  size?: string,
): (TshirtVariantEntry & { id: number }) | undefined {
  if (!color || !size) return undefined;
  const entry = Object.entries(product.variantMap).find(
    ([, variant]) => variant.color === color && variant.size === size,
  );
  return entry && { id: Number(entry[0]), ...entry[1] };
}

/** A colour/size pair the enabled variants do not have is shown struck through (SPEC §5). */
export function isSizeAvailable(
  product: TshirtDisplayProduct,
  color: string,
  size: string,
): boolean {
  return findTshirtVariant(product, color, size) !== undefined;
}

export function findCanvasVariant(
  product: DisplayProduct,
  size?: string,
): CanvasVariantOption | undefined {
  if (product.type !== 'canvas' || !size) return undefined;
  return product.options.variants.find((variant) => variant.size === size && variant.isAvailable);
}

/** The mug colour chosen; a single mug has only the one it is. */
export function findMugColor(product: DisplayProduct, color?: string): MugColorOption | undefined {
  if (product.type !== 'coffeeMug') return undefined;
  const { colors } = product.options;
  if (!colors) {
    return {
      name: product.options.type === 'black' ? 'Black' : 'White',
      type: product.options.type,
      productId: product.id,
      variantId: product.options.variant_id,
      printProviderId: product.printProviderId,
      blueprintId: product.blueprintId,
      price: dollarsToCents(product.basePrice),
      images: [product.primaryImage, ...product.additionalImages],
    };
  }
  return colors.find((option) => option.name === color);
}

/**
 * Whether 'Add to Cart' may be used: a t-shirt needs a colour and size that exist together, a
 * canvas an available size, the combined mug a colour.
 */
export function isSelectionComplete(product: DisplayProduct, selection: ProductSelection): boolean {
  switch (product.type) {
    case 'tshirt':
      return findTshirtVariant(product, selection.color, selection.size) !== undefined;
    case 'canvas':
      return findCanvasVariant(product, selection.size) !== undefined;
    case 'coffeeMug':
      return findMugColor(product, selection.color) !== undefined;
  }
}

/** The price of what is chosen, or the lowest price while nothing decides it. */
export function selectedUnitPrice(product: DisplayProduct, selection: ProductSelection): Cents {
  const lowest = dollarsToCents(product.basePrice);
  switch (product.type) {
    case 'tshirt':
      return findTshirtVariant(product, selection.color, selection.size)?.price ?? lowest;
    case 'canvas':
      return findCanvasVariant(product, selection.size)?.price ?? lowest;
    case 'coffeeMug':
      return findMugColor(product, selection.color)?.price ?? lowest;
  }
}

/** The pictures of what is chosen: the colour's or the size's, else all of the product's. */
export function selectedImages(product: DisplayProduct, selection: ProductSelection): string[] {
  const all = [product.primaryImage, ...product.additionalImages].filter(Boolean);
  const chosen = (() => {
    switch (product.type) {
      case 'tshirt':
        return product.options.colors.find((color) => color.name === selection.color)?.images;
      case 'canvas':
        return product.options.variants.find((variant) => variant.size === selection.size)?.images;
      case 'coffeeMug':
        return product.options.colors?.find((color) => color.name === selection.color)?.images;
    }
  })();
  return chosen && chosen.length > 0 ? chosen : all;
}
