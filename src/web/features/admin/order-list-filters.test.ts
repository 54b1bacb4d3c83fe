import { describe, expect, it } from 'vitest';
import { ordersExportUrl } from '../../api/admin-order-list';
import { daysOf } from './figures-range';
import { addDays, afterDay, readDay, startOfDay } from './local-days';
import { changeFilters, queryOf, readFilters, writeFilters } from './order-list-filters';

const localMidnight = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

describe("the owner's days", () => {
  it('reads only real days', () => {
    expect(readDay('2026-11-01')).toBe('2026-11-01');
    expect(readDay('2026-02-30')).toBeUndefined();
    expect(readDay('2026-11-1')).toBeUndefined();
    expect(readDay('yesterday')).toBeUndefined();
    expect(readDay(null)).toBeUndefined();
  });

  it('turns a day into the instants it starts and ends at, on the owner clock', () => {
    expect(startOfDay('2026-11-01')).toBe(localMidnight(2026, 11, 1));
    expect(afterDay('2026-11-30')).toBe(localMidnight(2026, 12, 1));
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts 7 days as today and the six before it', () => {
    expect(daysOf({ kind: 'today' }, '2026-11-10')).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(daysOf({ kind: 'week' }, '2026-11-10')).toEqual({
      from: '2026-11-04',
      to: '2026-11-10',
    });
    expect(daysOf({ kind: 'month' }, '2026-11-10')).toEqual({
      from: '2026-10-12',
      to: '2026-11-10',
    });
    expect(
      daysOf({ kind: 'custom', from: '2026-11-01', to: undefined }, '2026-11-10'),
    ).toBeUndefined();
  });
});

describe('the order list in the address', () => {
  it('keeps every filter and the page through the address', () => {
    const filters = {
      status: 'delivered',
      payment: 'partially_refunded',
      q: 'grace@',
      from: '2026-11-01',
      to: '2026-11-03',
      cursor: 'abc',
    } as const;
    expect(readFilters(new URLSearchParams(writeFilters(filters).toString()))).toEqual(filters);
  });

  it('leaves out what an edited link gets wrong', () => {
    const params = new URLSearchParams('status=refunded&payment=free&from=2026-13-01&q=%20%20');
    expect(readFilters(params)).toEqual({});
  });

  it('starts again at the first page when what is shown changes', () => {
    const changed = changeFilters({ status: 'shipped', cursor: 'abc' }, { payment: 'refunded' });
    expect(changed).toEqual({ status: 'shipped', payment: 'refunded' });
    expect(changeFilters(changed, { status: undefined })).toEqual({ payment: 'refunded' });
  });

  it('asks the server for whole local days, in either order, and exports without the page', () => {
    expect(queryOf({ from: '2026-11-03', to: '2026-11-01', cursor: 'abc' })).toEqual({
      from: localMidnight(2026, 11, 1),
      to: localMidnight(2026, 11, 4),
      cursor: 'abc',
    });
    expect(queryOf({ to: '2026-11-01' })).toEqual({ to: localMidnight(2026, 11, 2) });
    const url = ordersExportUrl({ status: 'shipped', q: 'a b', cursor: 'abc' });
    expect(url).toBe('/api/admin/orders/export.csv?status=shipped&q=a+b');
  });
});
