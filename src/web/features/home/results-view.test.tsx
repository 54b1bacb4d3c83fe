import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiProduct } from '../../../shared/api/products';
import { GENERIC_FAILURE_MESSAGE, resultsOutcome } from '../generation/results-outcome';
import { ResultsView } from './results-view';

const CANVAS: ApiProduct = {
  id: 'canvas-1',
  title: 'Canvas',
  print_provider_id: 1,
  blueprint_id: 2,
  size_options: [
    {
      variant_id: 11,
      size: '12x16',
      price: 5999,
      depth: '1.25"',
      main_image: '/media/mockups/canvas.jpg',
      all_images: [],
      is_available: true,
    },
  ],
};
const MUG: ApiProduct = {
  id: 'mug-black',
  title: 'Coffee Mug (11oz, Black)',
  print_provider_id: 1,
  blueprint_id: 3,
  images: ['/media/mockups/mug-black.jpg'],
  price: 1999,
  type: 'black',
  variant_id: 21,
};

function renderResults(...args: Parameters<typeof resultsOutcome>) {
  const outcome = resultsOutcome(...args);
  if (!outcome) throw new Error('no outcome');
  const onReset = vi.fn();
  const onRetry = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ResultsView outcome={outcome} onReset={onReset} onRetry={onRetry} />,
      },
      { path: '/products', element: <p>Products page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { onReset, onRetry, router, user: userEvent.setup() };
}

describe('results outcome', () => {
  it('has nothing to report until the job has finished', () => {
    for (const status of ['idle', 'uploading', 'polling'] as const) {
      expect(resultsOutcome(status, [MUG], null)).toBeNull();
    }
  });
});

describe('results view', () => {
  it('shows the mock-ups, mug after canvas, with the way to the products', async () => {
    const { router, user } = renderResults('completed', [MUG, CANVAS], null);
    expect(screen.getByRole('heading', { name: 'Your art is ready!' })).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      '/media/mockups/canvas.jpg',
      '/media/mockups/mug-black.jpg',
    ]);
    await user.click(screen.getByRole('link', { name: 'View Your Art Products' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('says which words a custom description was painted by', () => {
    renderResults('completed', [CANVAS], null, ['watercolour', 'spring colours']);
    expect(screen.getByText('Painted as: watercolour · spring colours')).toBeInTheDocument();
  });

  it('says nothing of the kind for a named style', () => {
    renderResults('completed', [CANVAS], null);
    expect(screen.queryByText(/Painted as/)).toBeNull();
  });

  it('starts afresh from Create New Art and from Start Over', async () => {
    const { onReset, user } = renderResults('completed', [CANVAS], null);
    await user.click(screen.getByRole('button', { name: 'Create New Art' }));
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it('reads No products available, with Start Over, when the job made none', async () => {
    const { onReset, user } = renderResults('completed', [], null);
    expect(screen.getByRole('heading', { name: 'No products available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Art' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it("reads the job's error on a failure, with Try Again", async () => {
    const { onReset, onRetry, user } = renderResults('failed', [], 'The art engine gave up');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: The art engine gave up');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('explains a failure without a message in general words', () => {
    renderResults('failed', [], null);
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_FAILURE_MESSAGE);
    expect(GENERIC_FAILURE_MESSAGE).toBe(
      'There was an error processing your image. Please try uploading again.',
    );
  });

  it('says the work took too long after a polling timeout', () => {
    renderResults('timeout', [], 'Job polling timed out after 10 minutes');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Processing took too long. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
