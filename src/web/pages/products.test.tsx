import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { partnerProducts } from '../../server/testing/partner-products';
import { useCartStore } from '../features/cart/cart-store';
import type { GenerationState } from '../features/generation/generation-contract';
import { useGenerationStore } from '../features/generation/generation-store';
import { renderApp } from '../testing/render-app';

const PHOTO = {
  file: new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
  previewUrl: 'data:image/jpeg;base64,AAAA',
  width: 800,
  height: 1000,
};
const initialGeneration = useGenerationStore.getState();

/** /products for a shopper whose generation stands at `state`. */
async function renderProducts(state: Partial<GenerationState>) {
  useGenerationStore.setState(state);
  return renderApp('/products');
}

const sampleArt = () => screen.getByRole('region', { name: /sample art/ });

beforeEach(() => {
  useGenerationStore.setState(initialGeneration, true);
  useCartStore.setState({ items: [], sessionId: null });
});

describe('/products', () => {
  it('asks for a photo first, and still sells the sample art below', async () => {
    const { router, user } = await renderProducts({});
    expect(
      await screen.findByRole('heading', { name: 'Transform Yourself Into Art' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Upload a photo first' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Or start with our sample art' })).toBeVisible();
    expect(within(sampleArt()).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'Upload a Photo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
  });

  it('says the photo is uploading', async () => {
    await renderProducts({ userPhoto: PHOTO, jobStatus: 'uploading' });
    expect(screen.getByRole('heading', { name: 'Uploading your photo...' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('shows the magic in progress once the photo is up, while the upload waits for the art', async () => {
    await renderProducts({ userPhoto: PHOTO, jobStatus: 'uploading', photoSent: true });
    expect(screen.getByRole('heading', { name: 'Artistic Magic in Progress' })).toBeVisible();
  });

  it('shows the magic in progress while the job runs', async () => {
    await renderProducts({ userPhoto: PHOTO, jobStatus: 'polling', jobId: 'job-5' });
    expect(screen.getByRole('heading', { name: 'Artistic Magic in Progress' })).toBeVisible();
    expect(
      screen.getByText('This magical transformation usually takes 30-60 seconds'),
    ).toBeVisible();
  });

  it.each([
    ['failed', 'We could not create your artwork this time.'],
    ['timeout', 'Job polling timed out after 10 minutes'],
  ] as const)('says why and offers to try again after a %s job', async (status, reason) => {
    const { router, user } = await renderProducts({
      userPhoto: PHOTO,
      jobStatus: status,
      jobError: reason,
    });
    expect(screen.getByRole('heading', { name: 'Processing Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);

    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
  });

  it('opens the product browser on the generated products, canvas first', async () => {
    await renderProducts({
      userPhoto: PHOTO,
      jobStatus: 'completed',
      jobId: 'job-5',
      products: partnerProducts('job-5'),
      artworkUrl: '/media/artworks/job-5.jpg',
    });
    const browser = await screen.findByRole('region', { name: 'Your art products' });
    expect(
      within(browser)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Canvas', 'T-Shirt', 'Coffee Mug']);
    expect(within(browser).getByRole('button', { name: 'View your artwork' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /sample art/ })).toBeNull();
  });

  it('sells the sample catalogue when a photo has no products, one of each per click', async () => {
    const { user } = await renderProducts({ userPhoto: PHOTO, jobStatus: 'completed' });
    const catalogue = within(sampleArt());
    expect(screen.queryByRole('heading', { name: 'Upload a photo first' })).toBeNull();
    for (const price of ['$59.99', '$19.99', '$29.99']) {
      expect(catalogue.getByText(price)).toBeVisible();
    }

    await user.click(
      catalogue.getByRole('button', { name: 'Add to Cart', description: 'Coffee Mug' }),
    );
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        productId: 'fallback-mug',
        productType: 'coffeeMug',
        quantity: 1,
        price: 1999,
      }),
    ]);

    await user.click(
      catalogue.getByRole('button', { name: 'Add to Cart', description: 'Coffee Mug' }),
    );
    expect(await screen.findByText('Item quantity updated in cart')).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});
