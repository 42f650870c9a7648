/** `YYYY-MM-DD` as `YYYY.MM.DD` (anything else unchanged). */
export function dotDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.replaceAll("-", ".") : date;
}

/** A promotion's or exhibition's period: `2026.11.01 ~ 2026.11.30`. */
export function periodText(startDate: string, endDate: string): string {
  return `${dotDate(startDate)} ~ ${dotDate(endDate)}`;
}
