import { KST_OFFSET_MS } from "./date";

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant ('2026-11-22T03:00:00Z') as Korean wall time: 'YYYY.MM.DD HH:mm' ('' if unreadable). */
export function formatInstant(iso: string | null | undefined, withTime = true): string {
  const date = new Date(iso ?? "");
  if (Number.isNaN(date.getTime())) return "";
  // Korean wall time: UTC+9 all year (lib/format/date.ts).
  const k = new Date(date.getTime() + KST_OFFSET_MS);
  const day = `${k.getUTCFullYear()}.${pad(k.getUTCMonth() + 1)}.${pad(k.getUTCDate())}`;
  return withTime ? `${day} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}` : day;
}
