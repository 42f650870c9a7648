import { CHECKOUT_ERRORS, type CheckoutErrorName, ERRORS } from "@cellar/contracts/client";
import { isApiError } from "../../lib/http/errors";
import { t } from "../../lib/i18n/i18n";

const byCode = new Map<string, CheckoutErrorName>(
  (Object.keys(CHECKOUT_ERRORS) as CheckoutErrorName[]).map((name) => [CHECKOUT_ERRORS[name].code, name]),
);
const paymentNames: Record<string, string> = {
  [ERRORS.paymentNotFound.code]: "paymentNotFound",
  [ERRORS.paymentAmountMismatch.code]: "paymentAmountMismatch",
  [ERRORS.paymentNotApproved.code]: "paymentNotApproved",
};

/**
 * Text for a refused cart, order or payment call (issue 6): its code in the UI language (texts of
 * the `payment` namespace), else the server's message. Failures that opened the global popup
 * (time-out, network, 5xx) give null.
 */
export function checkoutErrorText(error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code ?? "") ?? paymentNames[error.code ?? ""];
  if (name) return t(`payment:errors.${name}`, { defaultValue: error.message || t("errors:retryShortly") });
  if (error.kind === "timeout" || error.kind === "network" || error.status >= 500) return null;
  return error.message || t("errors:retryShortly");
}
