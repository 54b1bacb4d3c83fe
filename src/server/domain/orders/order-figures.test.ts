import { describe, expect, it } from 'vitest';
import { type LineGroup, orderFigures, productName, styleName } from './order-figures';

const range = { from: '2026-11-01T05:00:00.000Z', to: '2026-11-08T05:00:00.000Z' };

describe('the owner’s figures', () => {
  it('sums revenue, refunds and net, and rounds the average order to the cent', () => {
    const figures = orderFigures(range, { orders: 3, revenue: 10000, refunds: 2500 }, []);
    expect(figures).toMatchObject({
      ...range,
      orders: 3,
      revenue: 10000,
      refunds: 2500,
      net: 7500,
      average_order: 3333,
      by_product: [],
      by_style: [],
    });
  });

  it('has an average order of 0 with no orders', () => {
    expect(orderFigures(range, { orders: 0, revenue: 0, refunds: 0 }, []).average_order).toBe(0);
  });

  it('groups lines by product and by style, highest revenue first', () => {
    const lines: LineGroup[] = [
      { productType: 'canvas', art: { kind: 'catalogue' }, units: 1, revenue: 5999 },
      {
        productType: 'canvas',
        art: { kind: 'job', styleId: 'royal_oil_paint' },
        units: 2,
        revenue: 11998,
      },
      { productType: 'coffeeMug', art: { kind: 'job', styleId: null }, units: 3, revenue: 4500 },
      {
        productType: 'tshirt',
        art: { kind: 'job', styleId: 'royal_oil_paint' },
        units: 1,
        revenue: 2999,
      },
    ];
    const figures = orderFigures(range, { orders: 4, revenue: 30000, refunds: 0 }, lines);
    expect(figures.by_product).toEqual([
      { product: 'Canvas Print', units: 3, revenue: 17997 },
      { product: 'Mug', units: 3, revenue: 4500 },
      { product: 'T-Shirt', units: 1, revenue: 2999 },
    ]);
    expect(figures.by_style).toEqual([
      { style: 'Royal Portrait', units: 3, revenue: 14997 },
      { style: 'Catalogue', units: 1, revenue: 5999 },
      { style: 'Custom', units: 3, revenue: 4500 },
    ]);
  });

  it('names products as the owner does, and art without a stored creation as unknown', () => {
    expect(productName('coffeeMug')).toBe('Mug');
    expect(productName('canvas')).toBe('Canvas Print');
    expect(styleName({ kind: 'missing_job' })).toBe('Unknown');
    expect(styleName({ kind: 'job', styleId: 'caravaggio' })).toBe('Renaissance Art');
  });
});
