const seoulDateTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An ISO instant ('2026-11-22T03:00:00Z') as Korean wall time: 'YYYY.MM.DD HH:mm' ('' if unreadable). */
export function formatInstant(iso: string | null | undefined, withTime = true): string {
  const date = new Date(iso ?? "");
  if (Number.isNaN(date.getTime())) return "";
  const p = Object.fromEntries(seoulDateTime.formatToParts(date).map((x) => [x.type, x.value]));
  const day = `${p.year}.${p.month}.${p.day}`;
  return withTime ? `${day} ${p.hour}:${p.minute}` : day;
}
