import { useState } from 'react';
import type { DisplayProduct, ProductSelection } from '../../../shared/products/display-product';
import { defaultSelection } from '../../../shared/products/product-selection';

/** Each product keeps its own choices while the shopper moves between the tabs. */
export function useSelections() {
  const [selections, setSelections] = useState<Record<string, ProductSelection>>({});
  const selectionOf = (product: DisplayProduct) =>
    selections[product.id] ?? defaultSelection(product);
  const change = (product: DisplayProduct, update: Partial<ProductSelection>) =>
    setSelections((all) => ({
      ...all,
      [product.id]: { ...(all[product.id] ?? defaultSelection(product)), ...update },
    }));
  return { selectionOf, change };
}
