import { describe, expect, it } from 'vitest';
import {
  type CsvOrder,
  csvCell,
  csvDollars,
  csvRecord,
  ORDER_CSV_COLUMNS,
  ORDER_CSV_HEADER,
  orderCsvRows,
} from './order-csv';

const order = (change: Partial<CsvOrder> = {}): CsvOrder => ({
  displayId: 'MM-000001',
  createdAt: '2026-11-01T05:00:00.000Z',
  email: 'grace@example.com',
  fulfilment: 'delivered',
  payment: 'partially_refunded',
  subtotal: 8498,
  shipping: 999,
  tax: 425,
  total: 9922,
  refunded: 1000,
  address: {
    name: 'Grace Hopper',
    street: '1 Main St, Apt 2',
    city: 'Albany',
    region: 'NY',
    zip: '12207',
    country: 'US',
  },
  tracking: '9400 1000',
  lines: [
    { product: 'Canvas Print', options: { size: '8″ x 10″' }, quantity: 1, unitPrice: 5999 },
    { product: 'Mug', options: { color: 'White', size: '11oz' }, quantity: 2, unitPrice: 1250 },
  ],
  ...change,
});

describe('the order export’s CSV', () => {
  it('writes money as dollars with two decimals and no currency sign', () => {
    expect(csvDollars(1250)).toBe('12.50');
    expect(csvDollars(5)).toBe('0.05');
    expect(csvDollars(0)).toBe('0.00');
    expect(csvDollars(123456789)).toBe('1234567.89');
  });

  it('quotes a cell only when it must, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Hopper, Grace')).toBe('"Hopper, Grace"');
    expect(csvCell('8" x 10"')).toBe('"8"" x 10"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('grace=admin@example.com')).toBe('grace=admin@example.com');
  });

  it('has a header of every column, then one row per line with the order’s facts on each', () => {
    expect(ORDER_CSV_HEADER).toBe(`${ORDER_CSV_COLUMNS.join(',')}\r\n`);
    const rows = orderCsvRows(order()).split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.split(',')).toEqual([
      'MM-000001',
      '2026-11-01T05:00:00.000Z',
      'grace@example.com',
      'Delivered',
      'Partly refunded',
      'Canvas Print',
      'size: 8″ x 10″',
      '1',
      '59.99',
      '59.99',
      '84.98',
      '9.99',
      '4.25',
      '99.22',
      '10.00',
      '89.22',
      '"Grace Hopper',
      ' 1 Main St',
      ' Apt 2"',
      'Albany',
      'NY',
      '12207',
      'US',
      '9400 1000',
    ]);
    expect(rows[1]).toContain(',Mug,color: White; size: 11oz,2,12.50,25.00,84.98,');
    expect(rows[2]).toBe('');
  });

  it('gives an order without lines one row, its line cells empty', () => {
    const [row] = orderCsvRows(order({ lines: [], tracking: null, fulfilment: 'paid' })).split(
      '\r\n',
    );
    expect(row).toContain('Not yet sent,Partly refunded,,,,,,84.98');
    expect(row?.endsWith(',US,')).toBe(true);
  });
});
