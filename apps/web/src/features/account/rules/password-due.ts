import { seoulDateParts } from "../../../lib/format/date";

/** YYYY-MM-DD (or YYYYMMDD) → YYYYMMDD, or null. */
const compact = (value: string | null | undefined) => {
  const digits = (value ?? "").replace(/\D/g, "").slice(0, 8);
  return digits.length === 8 ? digits : null;
};

/** The password change is due when its day (pwdChngLmttDe) is today or past (Korea time). */
export function isPasswordChangeDue(pwdChngLmttDe: string | null | undefined, now: Date = new Date()): boolean {
  const due = compact(pwdChngLmttDe);
  if (!due) return false;
  const { year, month, day } = seoulDateParts(now);
  const today = `${year}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
  return due <= today;
}
