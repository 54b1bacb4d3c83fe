import type { TshirtColor } from '../../../../shared/api/products';
import { canvasInches } from '../../../../shared/catalogue/canvas-size';
import type {
  PartnerCanvas,
  PartnerMug,
  PartnerProduct,
  PartnerTshirt,
} from '../../../../shared/catalogue/partner-products';
import { mugTypeOf, type ProductKind, TSHIRT_SIZES, tshirtColourRank } from './catalog';
import { PRODUCT_COPY } from './product-request';
import type { Mockup, PrintifyProduct } from './schemas';

/**
 * Printify products (GET /v1/shops/{shop}/products/{id}.json) -> SPEC §3's product shapes,
 * unpriced: the store applies its own price list. A Printify variant names its colour and size by option-value ids; the product's
 * `options` say what each id means.
 */
type Variant = PrintifyProduct['variants'][number];

interface Traits {
  colour?: { id: number; name: string; hex: string };
  size?: string;
  depth?: string;
}

// Printify sends a swatch with every colour value; a neutral one beats failing a finished job.
const FALLBACK_HEX = '#CCCCCC';

function traitReader(product: PrintifyProduct): (variant: Variant) => Traits {
  const values = new Map<number, (traits: Traits) => void>();
  for (const option of product.options) {
    const label = `${option.type} ${option.name}`;
    for (const value of option.values) {
      if (/colou?r/i.test(label)) {
        const hex = value.colors?.find((colour) => /^#[0-9a-f]{6}$/i.test(colour)) ?? FALLBACK_HEX;
        values.set(value.id, (t) => (t.colour = { id: value.id, name: value.title, hex }));
      } else if (/depth/i.test(label)) values.set(value.id, (t) => (t.depth = value.title));
      else if (/size/i.test(label)) values.set(value.id, (t) => (t.size = value.title));
    }
  }
  return (variant) => {
    const traits: Traits = {};
    for (const id of variant.options) values.get(id)?.(traits);
    return traits;
  };
}

/** The title image first, then front views, otherwise Printify's order. */
const displayOrder = (a: Mockup, b: Mockup) =>
  Number(b.is_default) - Number(a.is_default) ||
  Number(b.position === 'front') - Number(a.position === 'front');

function mockupsOf(product: PrintifyProduct, variantIds?: readonly number[]): string[] {
  const wanted = variantIds && new Set(variantIds);
  return product.images
    .filter((image) => !wanted || image.variant_ids.some((id) => wanted.has(id)))
    .sort(displayOrder)
    .map((image) => image.src);
}

function mockupsOrAll(product: PrintifyProduct, variantIds: readonly number[]): string[] {
  const images = mockupsOf(product, variantIds);
  if (images.length > 0) return images;
  const all = mockupsOf(product);
  if (all.length === 0) throw new Error(`Printify product ${product.id} has no mock-up images`);
  return all;
}

const offered = (product: PrintifyProduct) => product.variants.filter((v) => v.is_enabled);
const isAvailable = (variant: Variant) => variant.is_available !== false;

function base(kind: ProductKind, product: PrintifyProduct) {
  return {
    id: product.id,
    description: PRODUCT_COPY[kind].description,
    print_provider_id: product.print_provider_id,
    blueprint_id: product.blueprint_id,
  };
}

const sizeRank = (size: string) => {
  const index = (TSHIRT_SIZES as readonly string[]).indexOf(size);
  return index === -1 ? TSHIRT_SIZES.length : index;
};

export function toTshirtProduct(product: PrintifyProduct): PartnerTshirt {
  const traitsOf = traitReader(product);
  const variantMap: PartnerTshirt['variantMap'] = {};
  const colours = new Map<
    number,
    { colour: NonNullable<Traits['colour']>; variantIds: number[]; sizes: string[] }
  >();
  for (const variant of offered(product)) {
    const { colour, size } = traitsOf(variant);
    if (!colour || !size) continue;
    const available = isAvailable(variant);
    variantMap[String(variant.id)] = {
      size,
      color: colour.name,
      color_id: colour.id,
      is_enabled: available,
    };
    const entry = colours.get(colour.id) ?? { colour, variantIds: [], sizes: [] };
    entry.variantIds.push(variant.id);
    if (available) entry.sizes.push(size);
    colours.set(colour.id, entry);
  }
  if (colours.size === 0) {
    throw new Error(`Printify product ${product.id} has no t-shirt variant with a colour and size`);
  }
  const ordered = [...colours.values()].sort(
    (a, b) => tshirtColourRank(a.colour.name) - tshirtColourRank(b.colour.name),
  );
  const colors: TshirtColor[] = ordered.map(({ colour, variantIds, sizes }) => ({
    ...colour,
    images: mockupsOrAll(product, variantIds),
    availableSizes: sizes.sort((a, b) => sizeRank(a) - sizeRank(b)),
  }));
  return { ...base('tshirt', product), title: 'T-Shirt', colors, variantMap };
}

/** `Matte Canvas, Stretched, 0.75"` -> `0.75"`, for blueprints whose variants name no depth. */
function depthFromTitle(title: string): string | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(?:″|"|''|in\b)/i.exec(title);
  return match ? `${match[1]}"` : undefined;
}

export function toCanvasProduct(product: PrintifyProduct, blueprintTitle: string): PartnerCanvas {
  const traitsOf = traitReader(product);
  const options = offered(product).flatMap((variant) => {
    const { size, depth } = traitsOf(variant);
    const inches = size ? canvasInches(size) : null;
    if (!size || !inches) return [];
    const images = mockupsOrAll(product, [variant.id]);
    const option = {
      variant_id: variant.id,
      size: size.replace(/\s*\((?:vertical|portrait|square)\)\s*$/i, ''),
      depth: depth ?? depthFromTitle(blueprintTitle) ?? 'Standard',
      main_image: images[0] as string,
      all_images: images,
      is_available: isAvailable(variant),
    };
    return [{ option, area: inches.width * inches.height }];
  });
  if (options.length === 0) throw new Error(`Printify product ${product.id} has no canvas size`);
  const size_options = options.sort((a, b) => a.area - b.area).map(({ option }) => option);
  return { ...base('canvas', product), title: 'Canvas', size_options };
}

const MUG_TITLES = { white: 'Coffee Mug (White)', black: 'Coffee Mug (Black)' } as const;

/** One mug product per type (white, then black) the Printify product sells. */
export function toMugProducts(product: PrintifyProduct): PartnerMug[] {
  const traitsOf = traitReader(product);
  const byType = new Map<PartnerMug['type'], Variant>();
  for (const variant of offered(product).filter(isAvailable)) {
    const type = mugTypeOf(traitsOf(variant).colour?.name);
    if (type && !byType.has(type)) byType.set(type, variant);
  }
  const mugs = (['white', 'black'] as const).flatMap((type) => {
    const variant = byType.get(type);
    if (!variant) return [];
    return [
      {
        ...base('mug', product),
        title: MUG_TITLES[type],
        images: mockupsOf(product, [variant.id]),
        type,
        variant_id: variant.id,
      },
    ];
  });
  if (mugs.length === 0)
    throw new Error(`Printify product ${product.id} has no white or black mug`);
  return mugs;
}

export function toPartnerProducts(
  kind: ProductKind,
  product: PrintifyProduct,
  blueprintTitle: string,
): PartnerProduct[] {
  if (kind === 'tshirt') return [toTshirtProduct(product)];
  if (kind === 'canvas') return [toCanvasProduct(product, blueprintTitle)];
  return toMugProducts(product);
}
