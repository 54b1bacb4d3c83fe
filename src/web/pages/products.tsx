import { AlertTriangle, ImagePlus, Loader2, Sparkles } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { normaliseProducts } from '../../shared/products/normalise-products';
import { useGenerationStore } from '../features/generation/generation-store';
import { shownJobStatus } from '../features/generation/job-status';
import { FallbackCatalogue } from '../features/products/fallback-catalogue';
import { ProductBrowserPlaceholder } from '../features/products/product-browser-placeholder';
import { productsView } from '../features/products/products-view';
import { PATHS } from '../paths';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Nowrap } from '../ui/nowrap';
import { PageHeader } from '../ui/page-header';

/** Its options, dialog and tooltips load only for a shopper who has products to browse. */
const ProductBrowser = lazy(async () => ({
  default: (await import('../features/products/product-browser')).ProductBrowser,
}));

export function ProductsPage() {
  const jobStatus = useGenerationStore((state) => state.jobStatus);
  const products = useGenerationStore((state) => state.products);
  const jobId = useGenerationStore((state) => state.jobId);
  const artworkUrl = useGenerationStore((state) => state.artworkUrl);
  const hasPhoto = useGenerationStore((state) => state.userPhoto !== null);
  const jobError = useGenerationStore((state) => state.jobError);
  const displayProducts = useMemo(
    () => normaliseProducts(products, { host: window.location.origin }),
    [products],
  );
  const photoSent = useGenerationStore((state) => state.photoSent);
  // Once the photo is up, an upload waiting for its art is the magic in progress.
  const view = productsView(shownJobStatus({ jobStatus, photoSent }), products, hasPhoto);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6">
      <PageHeader title="Transform Yourself Into Art" className="items-center text-center" />
      {view === 'generated' && (
        <Suspense fallback={<ProductBrowserPlaceholder />}>
          <ProductBrowser products={displayProducts} jobId={jobId} artworkUrl={artworkUrl} />
        </Suspense>
      )}
      {view === 'fallback' && <FallbackCatalogue title="Shop our sample art" />}
      {view === 'uploading' && (
        <EmptyState
          className="mx-auto w-full max-w-2xl"
          icon={Loader2}
          title="Uploading your photo..."
        />
      )}
      {view === 'polling' && (
        <EmptyState
          className="mx-auto w-full max-w-2xl"
          icon={Sparkles}
          title="Artistic Magic in Progress"
        >
          This magical transformation usually takes 30-60 seconds
        </EmptyState>
      )}
      {view === 'failed' && (
        <EmptyState
          className="mx-auto w-full max-w-2xl"
          icon={AlertTriangle}
          title="Processing Failed"
          action={
            <Button asChild size="lg">
              <Link to={PATHS.upload}>Try Again</Link>
            </Button>
          }
        >
          {jobError && <p role="alert">{jobError}</p>}
        </EmptyState>
      )}
      {view === 'no-photo' && (
        <>
          <EmptyState
            className="mx-auto w-full max-w-2xl"
            icon={ImagePlus}
            title="Upload a photo first"
            action={
              <Button asChild size="lg">
                <Link to={PATHS.upload}>Upload a Photo</Link>
              </Button>
            }
          >
            Your portrait becomes artwork on a canvas print, a <Nowrap>t-shirt</Nowrap> and a coffee
            mug. Start with a photo of one person.
          </EmptyState>
          <FallbackCatalogue title="Or start with our sample art" />
        </>
      )}
    </div>
  );
}
