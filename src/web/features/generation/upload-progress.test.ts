import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSimulatedProgress, percentFromBytes, trackUploadProgress } from './upload-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function follow() {
  let percent = 0;
  const seen: number[] = [];
  const progress = trackUploadProgress(
    (next) => {
      percent = next;
      seen.push(next);
    },
    () => percent,
  );
  return { progress, seen, current: () => percent };
}

describe('upload progress', () => {
  it('without progress events, steps +10 every 200 ms and stops at 90', () => {
    const { progress, seen, current } = follow();
    vi.advanceTimersByTime(199);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(10);
    vi.advanceTimersByTime(800);
    expect(current()).toBe(50);
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(90);
    expect(seen.slice(0, 9)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    progress.stop();
  });

  it('follows the real bytes once they are reported, and the simulation stops', () => {
    const { progress, current } = follow();
    vi.advanceTimersByTime(400);
    expect(current()).toBe(20);
    progress.onBytes(0.5);
    expect(current()).toBe(45);
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(45);
    progress.onBytes(1);
    expect(current()).toBe(90);
  });

  it('reports nothing after it is stopped', () => {
    const { progress, seen } = follow();
    progress.stop();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([]);
  });

  it('maps bytes to 0-90 and caps the simulated step', () => {
    expect(percentFromBytes(0)).toBe(0);
    expect(percentFromBytes(2)).toBe(90);
    expect(nextSimulatedProgress(85)).toBe(90);
  });
});
