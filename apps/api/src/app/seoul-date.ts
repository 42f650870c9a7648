/** Korea has no daylight saving time: Asia/Seoul is always UTC+9. */
const SEOUL_OFFSET_MS = 9 * 3600_000;

/** The calendar date in Asia/Seoul of an instant, moved by `addDays`, as YYYY-MM-DD. */
export function seoulDate(at: Date, addDays = 0): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS + addDays * 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus whole days (calendar arithmetic in UTC, so no offset drift). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Last day of the Asia/Seoul month of an instant, YYYY-MM-DD. */
export function seoulEndOfMonth(at: Date): string {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** First instant of the Asia/Seoul month of an instant. */
export function seoulStartOfMonth(at: Date): Date {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), 1) - SEOUL_OFFSET_MS);
}

/** YYYY-MM-DD HH:mm:ss.S in Asia/Seoul (SPEC §3 order date). */
export function seoulDateTimeTenths(at: Date): string {
  const iso = new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 21)}`;
}
