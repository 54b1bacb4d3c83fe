import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotatingMessage } from './use-rotating-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRotatingMessage', () => {
  it('moves to the next message every 3.5 s and wraps around', () => {
    const messages = ['one', 'two', 'three'];
    const { result } = renderHook(() => useRotatingMessage(messages));
    expect(result.current).toBe('one');
    act(() => vi.advanceTimersByTime(3499));
    expect(result.current).toBe('one');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('two');
    act(() => vi.advanceTimersByTime(7000));
    expect(result.current).toBe('one');
  });

  it('starts over from the first message when the list changes', () => {
    const { result, rerender } = renderHook(({ list }) => useRotatingMessage(list), {
      initialProps: { list: ['a', 'b'] },
    });
    act(() => vi.advanceTimersByTime(3500));
    expect(result.current).toBe('b');
    rerender({ list: ['x', 'y', 'z'] });
    expect(result.current).toBe('x');
    act(() => vi.advanceTimersByTime(3500));
    expect(result.current).toBe('y');
  });
});
