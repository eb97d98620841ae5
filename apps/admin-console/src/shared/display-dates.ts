/** True when `iso` is a readable moment before `now` (e.g. a subscription's end date). */
export function isPast(iso: string, now: number = Date.now()): boolean {
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && date.getTime() < now;
}
