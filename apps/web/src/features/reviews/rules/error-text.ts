import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

/**
 * Text for a refused review call: the review error code in the UI language (reviews:codes), else the
 * server's message for a 4xx, else the given fallback.
 */
export function reviewErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const key = `reviews:codes.${error.code}`;
  const known = error.code ? t(key, { defaultValue: "" }) : "";
  if (known) return known;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
