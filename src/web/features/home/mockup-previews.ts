import type { ApiProduct } from '../../../shared/api/products';

export interface MockupPreview {
  key: string;
  label: string;
  src: string;
}

/** One picture per product: canvas first, as the product list orders it (SPEC §3). */
function preview(product: ApiProduct): MockupPreview | null {
  const [label, src] =
    'size_options' in product
      ? ['Canvas print', product.size_options[0]?.main_image]
      : 'colors' in product
        ? ['T-shirt', product.colors[0]?.images[0]]
        : [`${capitalise(product.type)} coffee mug`, product.images[0]];
  return src ? { key: product.id, label, src } : null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const ORDER: Record<string, number> = { 'Canvas print': 0, 'T-shirt': 1 };

/** A small look at the generated mock-ups for the results view. */
export function mockupPreviews(products: readonly ApiProduct[], limit = 4): MockupPreview[] {
  return products
    .map(preview)
    .filter((item): item is MockupPreview => item !== null)
    .sort((a, b) => (ORDER[a.label] ?? 2) - (ORDER[b.label] ?? 2))
    .slice(0, limit);
}
