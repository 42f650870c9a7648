import { type DateParts, isValidDate, seoulDateParts } from "../../../lib/format/date";

/** SPEC §9. */
export const ADULT_AGE = 18;

/** Full years between a birthday and a day, counting the birthday as not yet reached until it comes. */
export function ageOn(birth: DateParts, today: DateParts): number {
  const reached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (reached ? 0 : 1);
}

/** SPEC §5: an 8-character YYYYMMDD birthday of someone aged 18 or more (today in Korea). */
export function isAdult(birthday8: string | null | undefined, today: Date = new Date()): boolean {
  if (!birthday8 || !/^\d{8}$/.test(birthday8)) return false;
  const birth = {
    year: Number(birthday8.slice(0, 4)),
    month: Number(birthday8.slice(4, 6)),
    day: Number(birthday8.slice(6, 8)),
  };
  if (!isValidDate(birth)) return false;
  return ageOn(birth, seoulDateParts(today)) >= ADULT_AGE;
}
