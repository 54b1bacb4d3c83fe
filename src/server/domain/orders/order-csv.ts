import type { FulfilmentStatus, PaymentStatus } from '../../../shared/api/admin-orders';
import type { Cents } from '../../../shared/money';
import { FULFILMENT_LABELS, PAYMENT_LABELS } from '../../../shared/order-status-labels';

/** The export's columns, in order: one row per order line, the order's facts on each. */
export const ORDER_CSV_COLUMNS = [
  'Order',
  'Placed at',
  'Email',
  'Fulfilment',
  'Payment',
  'Product',
  'Options',
  'Quantity',
  'Unit price',
  'Line total',
  'Order subtotal',
  'Shipping',
  'Tax',
  'Order total',
  'Refunded',
  'Net',
  'Ship to',
  'City',
  'Region',
  'ZIP',
  'Country',
  'Tracking',
] as const;

/** Cents as dollars with two decimals and no sign of currency: 1250 -> "12.50". */
export function csvDollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A spreadsheet runs a cell that starts with one of these as a formula: a shopper's name
 * or e-mail could. Such a cell is kept as text with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Either of the two: most cells have neither, and are written as they are. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

/** One cell: defused if it could run as a formula, quoted (RFC 4180) if it must be. */
export function csvCell(value: string): string {
  if (!NEEDS_CARE.test(value)) return value;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-ended as RFC 4180 has it. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const ORDER_CSV_HEADER = csvRecord(ORDER_CSV_COLUMNS);

/** What one order brings to the export. */
export interface CsvOrder {
  displayId: string;
  createdAt: string;
  email: string;
  fulfilment: FulfilmentStatus;
  payment: PaymentStatus;
  subtotal: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
  refunded: Cents;
  address: {
    name: string;
    street: string;
    city: string;
    region: string;
    zip: string;
    country: string;
  };
  /** The parcel's tracking number once shipped, else null. */
  tracking: string | null;
  lines: readonly CsvLine[];
}

export interface CsvLine {
  product: string;
  options: Record<string, string>;
  quantity: number;
  unitPrice: Cents;
}

const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

/** The order's rows: one per line (an order without lines still gets one, its line cells empty). */
export function orderCsvRows(order: CsvOrder): string {
  const { address } = order;
  const orderCells = [
    csvDollars(order.subtotal),
    csvDollars(order.shipping),
    csvDollars(order.tax),
    csvDollars(order.total),
    csvDollars(order.refunded),
    csvDollars(order.total - order.refunded),
    [address.name, address.street].filter((part) => part.trim() !== '').join(', '),
    address.city,
    address.region,
    address.zip,
    address.country,
    order.tracking ?? '',
  ];
  const head = [
    order.displayId,
    order.createdAt,
    order.email,
    FULFILMENT_LABELS[order.fulfilment],
    PAYMENT_LABELS[order.payment],
  ];
  const lines: (string[] | null)[] = order.lines.length > 0 ? order.lines.map(lineCells) : [null];
  return lines
    .map((line) => csvRecord([...head, ...(line ?? ['', '', '', '', '']), ...orderCells]))
    .join('');
}

function lineCells(line: CsvLine): string[] {
  return [
    line.product,
    optionsText(line.options),
    String(line.quantity),
    csvDollars(line.unitPrice),
    csvDollars(line.unitPrice * line.quantity),
  ];
}
