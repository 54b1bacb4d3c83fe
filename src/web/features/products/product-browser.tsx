import { useState } from 'react';
import type { DisplayProduct, DisplayProductType } from '../../../shared/products/display-product';
import { AnotherLookDialog } from './another-look-dialog';
import { ArtworkDialog } from './artwork-dialog';
import { ProductDetails } from './product-details';
import { ProductTabs, panelId, tabId } from './product-tabs';
import { useSelections } from './use-selections';
import { VariationPicker } from './variation-picker';

/**
 * The shopper's art on each product type, one tab each (SPEC §2 product browser), under the
 * art's own choices: its variations, its view on its own, another look. Picking another
 * variation brings products with new ids: the tab and the choices made go by product type, so
 * they stay.
 */
export function ProductBrowser({
  products,
  jobId,
  artworkUrl,
}: {
  products: readonly DisplayProduct[];
  jobId: string | null;
  artworkUrl: string | null;
}) {
  const [selectedType, setSelectedType] = useState<DisplayProductType | undefined>(
    products[0]?.type,
  );
  const { selectionOf, change } = useSelections();
  const product = products.find((p) => p.type === selectedType) ?? products[0];
  if (!product) return null;
  const select = (id: string) => setSelectedType(products.find((p) => p.id === id)?.type);
  return (
    <section aria-label="Your art products" className="flex flex-col gap-8">
      {/* The art itself first: which variation, seen on its own, or painted again. */}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <VariationPicker />
        <div className="flex flex-wrap gap-2">
          {artworkUrl && <ArtworkDialog artworkUrl={artworkUrl} />}
          {jobId && <AnotherLookDialog />}
        </div>
      </div>
      <div className="sm:max-w-xl">
        <ProductTabs products={products} selectedId={product.id} onSelect={select} />
      </div>
      <div role="tabpanel" id={panelId(product)} aria-labelledby={tabId(product)}>
        <ProductDetails
          key={product.id}
          product={product}
          selection={selectionOf(product)}
          onChange={(update) => change(product, update)}
          jobId={jobId}
        />
      </div>
    </section>
  );
}
