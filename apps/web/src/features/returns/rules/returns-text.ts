import { RETURNS_ERRORS, type ReturnsErrorName } from "@cellar/contracts/client";
import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

const byCode = new Map<string, ReturnsErrorName>(
  (Object.keys(RETURNS_ERRORS) as ReturnsErrorName[]).map((name) => [RETURNS_ERRORS[name].code, name]),
);

/** Text of a refused request or payment in the UI language, else the server's message. */
export function returnsErrorText(error: unknown): string {
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code);
  if (name) return t(`returns:errors.${name}`, { defaultValue: error.message });
  return error.message || t("errors:retryShortly");
}

/** The pay-back returnNo from a fee payment number `<returnNo>-<n>`. */
export const returnNoOfPayNo = (payNo: string) => payNo.replace(/-\d+$/, "");
