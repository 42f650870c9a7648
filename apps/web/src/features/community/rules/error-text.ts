import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

/**
 * Text for a refused community call: the community code's text in the UI language
 * (community:codes), else the server's message for a 4xx, else the fallback.
 */
export function communityErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const known = error.code ? t(`community:codes.${error.code}`, { defaultValue: "" }) : "";
  if (known) return known;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
