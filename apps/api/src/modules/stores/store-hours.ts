import { minutesOf, seoulMinutes } from "@cellar/contracts";

// The clock arithmetic is the contracts' (the order sheet's pick-up times use it too).
export { minutesOf, seoulMinutes };

/**
 * Whether a store with these hours is open at `at` (Seoul time): open from the opening minute up
 * to, not including, the closing minute; hours that close after midnight (22:00–02:00) wrap.
 */
export function isOpenAt(openTime: string, closeTime: string, at: Date): boolean {
  const now = seoulMinutes(at);
  const open = minutesOf(openTime);
  const close = minutesOf(closeTime);
  if (open === close) return true;
  return open < close ? now >= open && now < close : now >= open || now < close;
}

/** "10:30:00" → "10:30". */
export const hhmm = (time: string) => time.slice(0, 5);
