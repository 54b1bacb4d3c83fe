/**
 * The owner picks days on their own calendar (native date inputs answer "YYYY-MM-DD"); the server
 * counts in instants. These turn one into the other in the browser's time zone, so the server
 * needs none.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A "YYYY-MM-DD" that names a real day, or undefined. */
export function readDay(text: string | null | undefined): string | undefined {
  const match = DAY.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? (text ?? undefined) : undefined;
}

/** The local day of `date`, as a date input reads it. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` moved by `days` (negative goes back), across month ends and clock changes. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(year, month - 1, date + days));
}

/** The instant the local day begins. */
export function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** The instant after the local day ends: the next day's start (a range's `to` is exclusive). */
export function afterDay(day: string): string {
  return startOfDay(addDays(day, 1));
}

/** From the start of `from` to the end of `to`, both whole local days; the two in either order. */
export function instantsOf(from: string, to: string): { from: string; to: string } {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return { from: startOfDay(first), to: afterDay(last) };
}
