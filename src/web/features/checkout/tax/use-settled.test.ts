import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './use-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderSettled(value: string, key = value) {
  return renderHook((p) => useSettled(p.value, p.key, 500), { initialProps: { value, key } });
}

describe('a value settled after a pause', () => {
  it('is the first value at once', () => {
    const { result } = renderSettled('10118');
    expect(result.current).toEqual({ settled: '10118', settling: false });
  });

  it('waits for the keys to stop for the whole pause, then takes the last value', () => {
    const { result, rerender } = renderSettled('1');
    for (const typed of ['10', '100', '1000', '10001']) {
      rerender({ value: typed, key: typed });
      act(() => vi.advanceTimersByTime(300));
      expect(result.current).toEqual({ settled: '1', settling: true });
    }
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toEqual({ settled: '10001', settling: false });
  });

  it('does not wait for a new value of the same key', () => {
    const { result, rerender } = renderSettled('350 Fifth Avenue', 'NY');
    rerender({ value: '350 Fifth Avenue, phone 212', key: 'NY' });
    expect(result.current.settling).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.settled).toBe('350 Fifth Avenue');
  });

  it('stops waiting when the key goes back to the settled one', () => {
    const { result, rerender } = renderSettled('NY');
    rerender({ value: 'NJ', key: 'NJ' });
    expect(result.current.settling).toBe(true);
    rerender({ value: 'NY', key: 'NY' });
    expect(result.current).toEqual({ settled: 'NY', settling: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.settled).toBe('NY');
  });
});
