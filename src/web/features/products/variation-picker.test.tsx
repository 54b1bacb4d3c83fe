import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerProducts } from '../../../server/testing/partner-products';
import { normaliseProducts } from '../../../shared/products/normalise-products';
import { useCartStore } from '../cart/cart-store';
import { useGenerationStore } from '../generation/generation-store';
import type { VariationsState } from '../generation/variations-state';
import { ProductBrowser } from './product-browser';

const JOB = 'job-5';
const art = (variation: number) => `/media/artworks/${JOB}${variation ? `-v${variation}` : ''}.jpg`;
const initialGeneration = useGenerationStore.getState();
const pickVariation = vi.fn(async (_variation: number) => {});

/** The products made from one variation, as the server names them. */
const productsOf = (variation: number) =>
  normaliseProducts(partnerProducts(variation ? `${JOB}-v${variation}` : JOB));

function variations(change: Partial<VariationsState> = {}): VariationsState {
  return {
    jobId: JOB,
    expected: 4,
    painting: false,
    painted: [0, 1, 2, 3].map((variation) => ({ variation, artwork_url: art(variation) })),
    picked: 0,
    picking: null,
    ...change,
  };
}

function renderBrowser(state: VariationsState, variation = 0) {
  useGenerationStore.setState({ jobId: JOB, variations: state, pickVariation });
  const user = userEvent.setup();
  const view = render(
    <ProductBrowser products={productsOf(variation)} jobId={JOB} artworkUrl={art(variation)} />,
  );
  return { user, view };
}

const group = () => screen.getByRole('group', { name: 'Pick your favourite' });

beforeEach(() => {
  useGenerationStore.setState(initialGeneration, true);
  useCartStore.setState({ items: [] });
  pickVariation.mockClear();
});

describe('Pick your favourite', () => {
  it('shows the four variations, the picked one pressed, and asks for the one clicked', async () => {
    const { user } = renderBrowser(variations());
    const thumbnails = within(group()).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(within(group()).getByRole('img', { name: 'Variation 4' })).toHaveAttribute(
      'src',
      art(3),
    );
    await user.click(within(group()).getByRole('button', { name: 'Variation 3' }));
    expect(pickVariation).toHaveBeenCalledWith(2);
  });

  it('holds the places of those still being painted', () => {
    const painted = variations().painted.slice(0, 2);
    renderBrowser(variations({ painting: true, painted }));
    expect(within(group()).getAllByRole('button')).toHaveLength(2);
    expect(within(group()).getByRole('img', { name: 'Variation 3, still painting' })).toBeVisible();
    expect(within(group()).getByRole('img', { name: 'Variation 4, still painting' })).toBeVisible();
  });

  it('marks the variation whose products are being made as busy', () => {
    renderBrowser(variations({ picking: 1 }));
    expect(within(group()).getByRole('button', { name: 'Variation 2' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(group()).getByRole('button', { name: 'Variation 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers no choice for art with one variation, or for another job', () => {
    const one = variations().painted.slice(0, 1);
    const { view } = renderBrowser(variations({ painted: one }));
    expect(screen.queryByRole('group', { name: 'Pick your favourite' })).toBeNull();
    view.unmount();
    renderBrowser(variations({ jobId: 'job-4' }));
    expect(screen.queryByRole('group', { name: 'Pick your favourite' })).toBeNull();
  });

  it('keeps the tab and the choices through a pick; a new cart line gets the picked art', async () => {
    const { user, view } = renderBrowser(variations());
    await user.click(screen.getByRole('tab', { name: 'T-Shirt' }));
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    useGenerationStore.setState({ variations: variations({ picked: 2 }) });
    view.rerender(<ProductBrowser products={productsOf(2)} jobId={JOB} artworkUrl={art(2)} />);
    expect(screen.getByRole('tab', { name: 'T-Shirt' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'XL' })).toBeChecked();
    expect(screen.getByRole('img', { name: /^T-Shirt, view 1/ }).getAttribute('src')).toContain(
      `${JOB}-v2/`,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const [before, after] = useCartStore.getState().items;
    expect(before).toMatchObject({ jobId: JOB, productId: `${JOB}-tshirt` });
    expect(before?.imageUrl).not.toContain('-v2/');
    expect(after).toMatchObject({ jobId: JOB, productId: `${JOB}-v2-tshirt` });
    expect(after?.imageUrl).toContain(`${JOB}-v2/`);
  });
});
