import { ACCOUNT_ERRORS } from "@cellar/contracts/client";
import { isApiError } from "../../lib/http/errors";
import { t } from "../../lib/i18n/i18n";

const byCode = new Map<string, string>(Object.values(ACCOUNT_ERRORS).map((e) => [e.code, e.messageKey]));

/**
 * Inline text for a refused account call (join, certification, passwords, member info): the
 * account error codes in the UI language, else the server's message. Time-outs, network and server
 * failures already opened the global popup: null.
 */
export function accountErrorText(error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return t("errors:retryShortly");
  const key = byCode.get(error.code);
  if (key) return t(`account:errors.${key}`);
  if (error.kind === "timeout" || error.kind === "network" || error.status >= 500) return null;
  return error.message || t("errors:retryShortly");
}

/** True when the error means the certification must be done again. */
export function isCertError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { certInvalid, certExpired, certUsed, certNotVerified } = ACCOUNT_ERRORS;
  return [certInvalid, certExpired, certUsed, certNotVerified].some((e) => e.code === error.code);
}
