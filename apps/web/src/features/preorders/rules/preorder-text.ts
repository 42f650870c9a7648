import { PREORDER_ERRORS, type PreorderErrorName, type PreorderSummary } from "@cellar/contracts/client";
import { formatInstant } from "../../../lib/format/seoul-time";
import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

const byCode = new Map<string, PreorderErrorName>(
  (Object.keys(PREORDER_ERRORS) as PreorderErrorName[]).map((name) => [PREORDER_ERRORS[name].code, name]),
);

/** Text of a refused quote, reservation or cancel in the UI language, else the server's message. */
export function preorderErrorText(error: unknown): string {
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code);
  if (name) return t(`preorders:errors.${name}`, { defaultValue: error.message });
  return error.message || t("errors:retryShortly");
}

/** "2026.11.28 10:00 ~ 2026.12.09 10:00" (Korean wall time). */
export const windowText = (p: Pick<PreorderSummary, "startAt" | "endAt">) =>
  `${formatInstant(p.startAt)} ~ ${formatInstant(p.endAt)}`;

/** A Seoul day as the reader reads it: 2026년 12월 1일 (화) / Tue, Dec 1, 2026. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "ko-KR", {
    year: "numeric",
    month: "long",
    day: "numeric",
    weekday: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
