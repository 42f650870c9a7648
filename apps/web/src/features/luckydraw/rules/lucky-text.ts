import { LUCKY_DRAW_ERRORS, type LuckyDrawErrorName, type LuckyDrawSummary } from "@cellar/contracts/client";
import { formatInstant } from "../../../lib/format/seoul-time";
import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

const byCode = new Map<string, LuckyDrawErrorName>(
  (Object.keys(LUCKY_DRAW_ERRORS) as LuckyDrawErrorName[]).map((name) => [LUCKY_DRAW_ERRORS[name].code, name]),
);

/** Text of a refused entry or payment in the UI language, else the server's message. */
export function luckyErrorText(error: unknown): string {
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code);
  if (name) return t(`luckydraw:errors.${name}`, { defaultValue: error.message });
  return error.message || t("errors:retryShortly");
}

/** "2026.11.28 10:00 ~ 2026.12.01 23:59" (Korean wall time). */
export const entryWindow = (d: Pick<LuckyDrawSummary, "entryStartAt" | "entryEndAt">) =>
  `${formatInstant(d.entryStartAt)} ~ ${formatInstant(d.entryEndAt)}`;

/** The badge of a draw card: my result once drawn, my entry while open, else the draw's state. */
export function badgeOf(d: LuckyDrawSummary): string {
  const e = d.myEntry;
  if (e && d.state === "DRAWN") {
    if (e.payState === "PAID") return "PAID";
    return e.result;
  }
  if (e) return "ENTERED";
  return d.state;
}
