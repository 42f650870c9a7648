/** A Seoul date (YYYY-MM-DD) as the reader reads it: 2026년 12월 1일 (화) / Tue, Dec 1, 2026. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "ko-KR", {
    year: "numeric",
    month: "long",
    day: "numeric",
    weekday: "short",
    timeZone: "UTC",
  }).format(date);
}

/** An instant as a Seoul date and time. */
export function formatAt(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "ko-KR", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Seoul",
  }).format(new Date(iso));
}
