import { ERRORS } from "@cellar/contracts/client";
import { isApiError } from "../../lib/http/errors";
import { t } from "../../lib/i18n/i18n";

/** Error names of the benefits endpoints (stamps, prepaid, payments, paid membership, card). */
export const BENEFIT_ERROR_NAMES = [
  "stampInsufficient",
  "stampAlreadyCancelled",
  "prepaidInsufficient",
  "prepaidLimitExceeded",
  "paymentNotFound",
  "paymentAmountMismatch",
  "paymentNotApproved",
  "paidRenewalNotOpen",
  "cardAlreadyLost",
  "cardNotLost",
] as const satisfies readonly (keyof typeof ERRORS)[];

const byCode = new Map<string, string>(BENEFIT_ERROR_NAMES.map((name) => [ERRORS[name].code, name]));

/**
 * Text for a refused benefits call: its error code in the UI language, else the server's message.
 * Time-outs, network and server failures already opened the global popup: null.
 */
export function benefitErrorText(error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code);
  if (name) return t(`membership:errors.${name}`);
  if (error.kind === "timeout" || error.kind === "network" || error.status >= 500) return null;
  return error.message || t("errors:retryShortly");
}
