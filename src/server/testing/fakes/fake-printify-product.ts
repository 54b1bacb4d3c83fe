import { randomBytes } from 'node:crypto';
import { COLOUR_HEX, type FakeCatalogVariant } from './fake-printify-catalogue';

/**
 * How the fake turns a valid create-product request into the product Printify stores: options
 * with value ids, every provider variant (ours enabled at our price), and mock-ups grouped by
 * colour, in the documented shape of GET /v1/shops/{shop_id}/products/{id}.json.
 */
export interface CreateProductBody {
  title: string;
  description: string;
  blueprint_id: number;
  print_provider_id: number;
  variants: { id: number; price: number; is_enabled?: boolean }[];
  print_areas: {
    variant_ids: number[];
    placeholders: {
      position: string;
      images: { id: string; x: number; y: number; scale: number; angle: number }[];
    }[];
  }[];
}

// Stable value ids per option title, as Printify's are across products.
const valueIds = new Map<string, number>();
function valueId(key: string, title: string): number {
  const name = `${key}:${title}`;
  if (!valueIds.has(name)) valueIds.set(name, 700 + valueIds.size);
  return valueIds.get(name) as number;
}

function optionsOf(catalog: FakeCatalogVariant[]) {
  const keys = [...new Set(catalog.flatMap((variant) => Object.keys(variant.options)))];
  return keys.map((key) => ({
    name: key === 'color' ? 'Colors' : `${key[0]?.toUpperCase()}${key.slice(1)}s`,
    type: key,
    values: [
      ...new Set(catalog.map((variant) => variant.options[key]).filter((v) => v !== undefined)),
    ].map((title) => ({
      id: valueId(key, title),
      title,
      ...(key === 'color' ? { colors: [COLOUR_HEX[title] ?? '#777777'] } : {}),
    })),
  }));
}

export function buildStoredProduct(
  body: CreateProductBody,
  catalog: FakeCatalogVariant[],
  shopId: string,
) {
  const id = randomBytes(12).toString('hex');
  const requested = new Map(body.variants.map((variant) => [variant.id, variant]));
  const variants = catalog.map((variant, index) => ({
    id: variant.id,
    sku: `SKU-${variant.id}`,
    cost: 1000,
    price: requested.get(variant.id)?.price ?? 2500,
    title: variant.title,
    grams: 150,
    is_enabled: requested.get(variant.id)?.is_enabled ?? false,
    is_default: index === 0,
    is_available: true,
    is_printify_express_eligible: false,
    options: Object.entries(variant.options).map(([key, title]) => valueId(key, title)),
  }));
  // Printify renders one set of mock-ups per colour (per variant when there is no colour).
  const groups = new Map<string, number[]>();
  for (const variant of catalog.filter((v) => requested.get(v.id)?.is_enabled)) {
    const key = variant.options.color ?? String(variant.id);
    groups.set(key, [...(groups.get(key) ?? []), variant.id]);
  }
  const images = [...groups.values()].flatMap((variantIds, group) =>
    ['other', 'front'].map((position, n) => ({
      src: `https://images-api.printify.com/mockup/${id}/${variantIds[0]}/${group * 2 + n}/product.jpg`,
      variant_ids: variantIds,
      position,
      // Like real answers, the title image is not the first listed.
      is_default: group === 0 && position === 'front',
      is_selected_for_publishing: true,
      order: null,
    })),
  );
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
  return {
    id,
    title: body.title,
    description: body.description,
    tags: [],
    options: optionsOf(catalog),
    variants,
    images,
    created_at: `${now}+00:00`,
    updated_at: `${now}+00:00`,
    visible: true,
    is_locked: false,
    blueprint_id: body.blueprint_id,
    user_id: 1337,
    shop_id: Number(shopId),
    print_provider_id: body.print_provider_id,
    print_areas: body.print_areas.map((area) => ({ ...area, background: '#ffffff' })),
    sales_channel_properties: [],
  };
}

/** The documented reasons Printify refuses a product, or null when the body is acceptable. */
export function productProblem(
  body: CreateProductBody,
  catalog: FakeCatalogVariant[] | undefined,
  uploadIds: ReadonlySet<string>,
): string | null {
  if (!body.title || !body.description) return 'title and description are required';
  if (!catalog)
    return `Blueprint ${body.blueprint_id} is not offered by provider ${body.print_provider_id}`;
  const known = new Set(catalog.map((variant) => variant.id));
  if (!Array.isArray(body.variants) || body.variants.length === 0) return 'variants are required';
  for (const variant of body.variants) {
    if (!known.has(variant.id)) return `Variant ${variant.id} is not available for this blueprint`;
    if (!Number.isInteger(variant.price) || variant.price <= 0)
      return `Variant ${variant.id} price must be a positive integer`;
  }
  const images = (body.print_areas ?? []).flatMap((area) =>
    area.placeholders.flatMap((p) => p.images),
  );
  if (images.length === 0) return 'print_areas need at least one image';
  const missing = images.find((image) => !uploadIds.has(image.id));
  return missing ? `Image ${missing.id} does not exist in the media library` : null;
}
