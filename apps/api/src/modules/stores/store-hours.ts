/** Minutes after midnight in Seoul (UTC+9, no daylight saving) at a moment. */
export function seoulMinutes(at: Date): number {
  return (at.getUTCHours() * 60 + at.getUTCMinutes() + 9 * 60) % (24 * 60);
}

/** "10:30" or "10:30:00" → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}

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
