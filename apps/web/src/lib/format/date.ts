export type DateParts = { year: number; month: number; day: number };

/**
 * Korea Standard Time is UTC+9 all year (no daylight saving since 1988), so the Korean calendar day
 * is plain arithmetic: no time-zone formatter, whose creation loads ICU's zone data (~14 ms on the
 * main thread at start; decision 377).
 */
const KST_OFFSET_MS = 9 * 3_600_000;

/** The instant moved by Korea's offset: its UTC fields (getUTCHours, …) read as Korean wall time. */
export const koreanWallClock = (date: Date): Date => new Date(date.getTime() + KST_OFFSET_MS);

/** The calendar day of an instant in Korea (the app's reference time zone). */
export function seoulDateParts(date: Date = new Date()): DateParts {
  const k = koreanWallClock(date);
  return { year: k.getUTCFullYear(), month: k.getUTCMonth() + 1, day: k.getUTCDate() };
}

/** Whole days since the epoch of a calendar day (for differences between days). */
export function dayNumber({ year, month, day }: DateParts): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** A real calendar day (rejects 2023-02-30 and the like). */
export function isValidDate({ year, month, day }: DateParts): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Reads the leading date of a server value: '2026-03-01', '20260301', '2026.03.01',
 * '2026-03-01 13:05:00.0'. Time parts are kept when present.
 */
export function parseServerDate(value: string | null | undefined) {
  const m = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})(?:[ T](\d{2}):?(\d{2})(?::?(\d{2}))?)?/.exec((value ?? "").trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = m as unknown as string[];
  const parts = { year: Number(y), month: Number(mo), day: Number(d) };
  if (!isValidDate(parts)) return null;
  return { ...parts, hour: Number(h), minute: Number(mi), second: Number(s) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Formats a server date string with YYYY, MM, DD, HH, mm, ss tokens; unreadable values give ''. */
export function formatDate(value: string | null | undefined, pattern = "YYYY.MM.DD"): string {
  const p = parseServerDate(value);
  if (!p) return "";
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => {
    switch (token) {
      case "YYYY":
        return pad(p.year, 4);
      case "MM":
        return pad(p.month);
      case "DD":
        return pad(p.day);
      case "HH":
        return pad(p.hour);
      case "mm":
        return pad(p.minute);
      default:
        return pad(p.second);
    }
  });
}

/** A pick-up day and its optional "HH:mm" time: '2026.11.26 11:00', or the day alone. */
export function formatDayAndTime(day: string, time: string | null | undefined): string {
  return time ? `${formatDate(day)} ${time}` : formatDate(day);
}
