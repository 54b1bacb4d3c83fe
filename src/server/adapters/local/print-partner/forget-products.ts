import type { PartnerProduct } from '../../../../shared/catalogue/partner-products';
import type { MediaStore } from '../../../ports/media-store';

/** The media keys behind every image URL of `products` this store serves. */
export function mockupKeysOf(media: MediaStore, products: readonly PartnerProduct[]): string[] {
  const prefix = media.url('');
  const keys = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith(prefix) && value.length > prefix.length) {
        keys.add(value.slice(prefix.length));
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(products);
  return [...keys];
}
