/** Whether the runtime knows the IANA time zone (`America/New_York`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in the zone: `2026-11-29`. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Minutes the zone is ahead of UTC at the instant (-300 for New York in winter). */
function offsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name?.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant the day (`2026-11-29`) begins in the zone. */
export function startOfDay(timeZone: string, day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  // Read the offset again at the guess: a change of clocks between the two moves it.
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** The day before the instant's day in the zone, with the instants it begins and ends. */
export function dayBeforeIn(timeZone: string, now: Date): { day: string; start: Date; end: Date } {
  const today = dayIn(timeZone, now);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
  return { day, start: startOfDay(timeZone, day), end: startOfDay(timeZone, today) };
}
