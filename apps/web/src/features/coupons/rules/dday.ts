import { dayNumber, parseServerDate, seoulDateParts } from "../../../lib/format/date";

/**
 * SPEC §2 coupon countdown by calendar day in Korea: 'D-3' before the end date, 'D-DAY' on it,
 * 'D+2' after it. An unreadable date gives ''.
 */
export function ddayLabel(validEndDate: string | null | undefined, today: Date = new Date()): string {
  const end = parseServerDate(validEndDate);
  if (!end) return "";
  const diff = dayNumber(end) - dayNumber(seoulDateParts(today));
  if (diff === 0) return "D-DAY";
  return diff > 0 ? `D-${diff}` : `D+${-diff}`;
}
