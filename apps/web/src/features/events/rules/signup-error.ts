import { CONTENT_ERRORS, type ContentErrorName } from "@cellar/contracts/client";
import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

const byCode = new Map<string, ContentErrorName>(
  (Object.keys(CONTENT_ERRORS) as ContentErrorName[]).map((name) => [CONTENT_ERRORS[name].code, name]),
);

/**
 * Text for a refused sign-up or cancel: its code in the UI language, else the server's message.
 * Failures that opened the global popup (time-out, network, 5xx) give null.
 */
export function signupErrorText(error: unknown): string | null {
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code);
  if (name) return t(`events:errors.${name}`, { defaultValue: error.message });
  if (error.kind === "timeout" || error.kind === "network" || error.status >= 500) return null;
  return error.message || t("errors:retryShortly");
}
