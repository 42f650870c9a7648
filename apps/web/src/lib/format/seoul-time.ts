import { koreanWallClock } from "./date";

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant ('2026-11-22T03:00:00Z') as Korean wall time: 'YYYY.MM.DD HH:mm' ('' if unreadable). */
export function formatInstant(iso: string | null | undefined, withTime = true): string {
  const date = new Date(iso ?? "");
  if (Number.isNaN(date.getTime())) return "";
  const k = koreanWallClock(date);
  const day = `${k.getUTCFullYear()}.${pad(k.getUTCMonth() + 1)}.${pad(k.getUTCDate())}`;
  return withTime ? `${day} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}` : day;
}
