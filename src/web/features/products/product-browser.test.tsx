import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { partnerProducts } from '../../../server/testing/partner-products';
import { normaliseProducts } from '../../../shared/products/normalise-products';
import { useCartStore } from '../cart/cart-store';
import { ProductBrowser } from './product-browser';

const products = normaliseProducts(partnerProducts('job-5'));

function renderBrowser() {
  const user = userEvent.setup();
  render(
    <ProductBrowser products={products} jobId="job-5" artworkUrl="/media/artworks/job-5.jpg" />,
  );
  return user;
}

beforeEach(() => {
  useCartStore.setState({ items: [] });
  localStorage.clear();
});

describe('ProductBrowser', () => {
  it('switches products with tabs, by click and by arrow keys', async () => {
    const user = renderBrowser();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Canvas', 'T-Shirt', 'Coffee Mug']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Canvas');

    await user.click(screen.getByRole('tab', { name: 'T-Shirt' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('T-Shirt');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Coffee Mug' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Coffee Mug' })).toHaveFocus();
  });

  it('keeps each product its own choices while the shopper moves between tabs', async () => {
    const user = renderBrowser();
    await user.click(screen.getByRole('radio', { name: /^16″ x 20″/ }));
    await user.click(screen.getByRole('tab', { name: 'T-Shirt' }));
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    await user.click(screen.getByRole('radio', { name: 'XL' }));

    await user.click(screen.getByRole('tab', { name: 'Canvas' }));
    expect(screen.getByRole('radio', { name: /^16″ x 20″/ })).toBeChecked();
    expect(screen.getByText('$94.99')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'T-Shirt' }));
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'XL' })).toBeChecked();
  });

  it('strikes out a size the colour lacks and ignores a click on it', async () => {
    const user = renderBrowser();
    await user.click(screen.getByRole('tab', { name: 'T-Shirt' }));
    const colors = screen.getByRole('radiogroup', { name: 'Color' });
    await user.click(within(colors).getByRole('radio', { name: 'Heather Grey' }));

    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    const small = within(sizes).getByRole('radio', { name: 'S' });
    expect(small).toBeDisabled();
    expect(small).toHaveClass('disabled:line-through');
    expect(small).toHaveAccessibleDescription('S (not available in Heather Grey)');
    // The tooltip hangs on the chip's wrapper: a disabled button hears no pointer.
    await user.hover(small.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'S (not available in Heather Grey)',
    );
    await user.click(small);
    expect(small).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByText('Please select all required options')).toBeInTheDocument();
  });

  it('adds a t-shirt with its colour, size and quantity to the cart', async () => {
    const user = renderBrowser();
    await user.click(screen.getByRole('tab', { name: 'T-Shirt' }));
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('radio', { name: '2XL' }));
    expect(screen.getByText('$32.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        jobId: 'job-5',
        productId: 'job-5-tshirt',
        variantId: '18056',
        quantity: 2,
        price: 3299,
        options: { color: 'Black', size: '2XL' },
      }),
    ]);
  });

  it('shows the artwork on its own, as a preview', async () => {
    const user = renderBrowser();
    await user.click(screen.getByRole('button', { name: 'View your artwork' }));
    const dialog = screen.getByRole('dialog', { name: 'Your artwork' });
    expect(within(dialog).getByRole('img', { name: 'Your artwork' })).toHaveAttribute(
      'src',
      '/media/artworks/job-5.jpg',
    );
    // The full file comes with the order; before it there is nothing to download.
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(dialog).toHaveTextContent('download it at full size, without our mark');
  });
});
