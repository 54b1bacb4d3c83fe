import { useState } from 'react';
import type { DisplayProduct } from '../../../shared/products/display-product';
import { AnotherLookDialog } from './another-look-dialog';
import { ArtworkDialog } from './artwork-dialog';
import { ProductDetails } from './product-details';
import { ProductTabs, panelId, tabId } from './product-tabs';
import { useSelections } from './use-selections';

/** The shopper's art on each product type, one tab each (SPEC §2 product browser). */
export function ProductBrowser({
  products,
  jobId,
  artworkUrl,
}: {
  products: readonly DisplayProduct[];
  jobId: string | null;
  artworkUrl: string | null;
}) {
  const [selectedId, setSelectedId] = useState(products[0]?.id ?? '');
  const { selectionOf, change } = useSelections();
  const product = products.find((p) => p.id === selectedId) ?? products[0];
  if (!product) return null;
  return (
    <section aria-label="Your art products" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1 sm:max-w-xl">
          <ProductTabs products={products} selectedId={product.id} onSelect={setSelectedId} />
        </div>
        <div className="flex flex-wrap gap-2">
          {artworkUrl && <ArtworkDialog artworkUrl={artworkUrl} />}
          {jobId && <AnotherLookDialog />}
        </div>
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
