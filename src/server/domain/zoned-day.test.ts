import { describe, expect, it } from 'vitest';
import { dayBeforeIn, isTimeZone, startOfDay } from './zoned-day';

describe('a day in the shop’s time zone', () => {
  it('sums the whole day before, in UTC, across a month’s end', () => {
    expect(dayBeforeIn('UTC', new Date('2026-03-01T00:00:00.000Z'))).toEqual({
      day: '2026-02-28',
      start: new Date('2026-02-28T00:00:00.000Z'),
      end: new Date('2026-03-01T00:00:00.000Z'),
    });
    expect(dayBeforeIn('UTC', new Date('2026-03-01T23:59:59.999Z')).day).toBe('2026-02-28');
  });

  it('reads the day where the shop is: 01:00 UTC is still the evening before in New York', () => {
    expect(dayBeforeIn('America/New_York', new Date('2026-11-30T01:00:00.000Z'))).toEqual({
      day: '2026-11-28',
      start: new Date('2026-11-28T05:00:00.000Z'),
      end: new Date('2026-11-29T05:00:00.000Z'),
    });
  });

  it('gives a day of 23 or 25 hours when the clocks change', () => {
    const spring = dayBeforeIn('America/Los_Angeles', new Date('2026-03-09T12:00:00.000Z'));
    expect(spring.day).toBe('2026-03-08');
    expect(spring.start).toEqual(new Date('2026-03-08T08:00:00.000Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = dayBeforeIn('America/Los_Angeles', new Date('2026-11-02T12:00:00.000Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
    expect(startOfDay('Asia/Kolkata', '2026-06-01')).toEqual(new Date('2026-05-31T18:30:00.000Z'));
  });

  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
