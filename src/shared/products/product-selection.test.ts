import { describe, expect, it } from 'vitest';
import { partnerProducts } from '../../server/testing/partner-products';
import type {
  CanvasDisplayProduct,
  MugDisplayProduct,
  TshirtDisplayProduct,
} from './display-product';
import { normaliseProducts } from './normalise-products';
import {
  defaultSelection,
  isSelectionComplete,
  isSizeAvailable,
  PRODUCT_OPTION_MESSAGES,
  selectedImages,
  selectedUnitPrice,
  unavailableSizeLabel,
} from './product-selection';

const [canvas, tshirt, mug] = normaliseProducts(partnerProducts('job-1')) as [
  CanvasDisplayProduct,
  TshirtDisplayProduct,
  MugDisplayProduct,
];

describe('t-shirt options', () => {
  it('starts on the first colour with no size chosen', () => {
    expect(defaultSelection(tshirt)).toEqual({ color: 'White', quantity: 1 });
    expect(isSelectionComplete(tshirt, defaultSelection(tshirt))).toBe(false);
  });

  it('knows which sizes a colour does not come in', () => {
    // The partner does not make Heather Grey in S, nor Red in 2XL.
    expect(isSizeAvailable(tshirt, 'Heather Grey', 'S')).toBe(false);
    expect(isSizeAvailable(tshirt, 'Heather Grey', 'M')).toBe(true);
    expect(isSizeAvailable(tshirt, 'Red', '2XL')).toBe(false);
    expect(unavailableSizeLabel('S', 'Heather Grey')).toBe('S (not available in Heather Grey)');
  });

  it('needs a colour and a size that exist together', () => {
    expect(isSelectionComplete(tshirt, { color: 'Heather Grey', size: 'S', quantity: 1 })).toBe(
      false,
    );
    expect(isSelectionComplete(tshirt, { color: 'Black', quantity: 1 })).toBe(false);
    expect(isSelectionComplete(tshirt, { color: 'Black', size: 'L', quantity: 1 })).toBe(true);
  });

  it('prices the chosen variant, else the lowest', () => {
    expect(selectedUnitPrice(tshirt, { color: 'Black', size: '2XL', quantity: 1 })).toBe(3299);
    expect(selectedUnitPrice(tshirt, { color: 'Black', quantity: 1 })).toBe(2999);
  });

  it('shows the chosen colour’s pictures', () => {
    const black = tshirt.options.colors.find((c) => c.name === 'Black');
    expect(selectedImages(tshirt, { color: 'Black', quantity: 1 })).toEqual(black?.images);
  });
});

describe('canvas options', () => {
  it('starts with nothing chosen and shows every picture', () => {
    expect(defaultSelection(canvas)).toEqual({ quantity: 1 });
    expect(selectedImages(canvas, defaultSelection(canvas))).toEqual([
      canvas.primaryImage,
      ...canvas.additionalImages,
    ]);
  });

  it('shows the chosen size’s pictures', () => {
    expect(selectedImages(canvas, { size: '12″ x 16″', quantity: 1 })).toEqual([
      '/media/mockups/job-1/canvas-82229-front.jpg',
      '/media/mockups/job-1/canvas-82229-back.jpg',
    ]);
  });

  it('needs an available size', () => {
    expect(isSelectionComplete(canvas, { quantity: 1 })).toBe(false);
    expect(isSelectionComplete(canvas, { size: '24″ x 36″', quantity: 1 })).toBe(false);
    expect(isSelectionComplete(canvas, { size: '12″ x 16″', quantity: 1 })).toBe(true);
    expect(selectedUnitPrice(canvas, { size: '12″ x 16″', quantity: 1 })).toBe(7999);
    expect(selectedUnitPrice(canvas, { quantity: 1 })).toBe(5999);
  });
});

describe('mug options', () => {
  it('needs a colour on the combined mug', () => {
    expect(isSelectionComplete(mug, { quantity: 1 })).toBe(false);
    expect(isSelectionComplete(mug, { color: 'Black', quantity: 1 })).toBe(true);
    expect(selectedImages(mug, { color: 'Black', quantity: 1 })[0]).toContain('mug-96132');
  });

  it('starts on the colour its first picture shows, and prices the chosen one', () => {
    expect(defaultSelection(mug)).toEqual({ color: 'Black', quantity: 1 });
    expect(selectedImages(mug, defaultSelection(mug))[0]).toBe(mug.primaryImage);
    expect(isSelectionComplete(mug, defaultSelection(mug))).toBe(true);
    expect(selectedUnitPrice(mug, { color: 'White', quantity: 1 })).toBe(1999);
    expect(isSelectionComplete(mug, { color: 'Green', quantity: 1 })).toBe(false);
  });

  it('needs nothing on a single mug', () => {
    const [single] = normaliseProducts([partnerProducts('j').at(-1)]);
    expect(single && isSelectionComplete(single, { quantity: 1 })).toBe(true);
  });
});

describe('option messages', () => {
  it('uses the SPEC’s words', () => {
    expect(PRODUCT_OPTION_MESSAGES).toEqual({
      incomplete: 'Please select all required options',
      failed: 'Failed to create cart item. Please check your selections.',
    });
  });
});
