import { useState } from 'react';
import type { DisplayProduct, ProductSelection } from '../../../shared/products/display-product';
import { defaultSelection } from '../../../shared/products/product-selection';

/**
 * Each product keeps its own choices while the shopper moves between the tabs, and while they
 * pick another variation of the art (its products have other ids, the same options): the
 * choices go by product type.
 */
export function useSelections() {
  const [selections, setSelections] = useState<Record<string, ProductSelection>>({});
  const selectionOf = (product: DisplayProduct) =>
    selections[product.type] ?? defaultSelection(product);
  const change = (product: DisplayProduct, update: Partial<ProductSelection>) =>
    setSelections((all) => ({
      ...all,
      [product.type]: { ...(all[product.type] ?? defaultSelection(product)), ...update },
    }));
  return { selectionOf, change };
}
