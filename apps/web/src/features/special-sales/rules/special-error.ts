import { ERRORS } from "@cellar/contracts/client";
import type { TFunction } from "i18next";
import { isApiError } from "../../../lib/http/errors";

const keyByCode = new Map(Object.values(ERRORS).map((d) => [d.code, d.messageKey]));

/** The text of a special-sales failure: its own text when it has one, else the client's message. */
export function specialErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t("errors:retryShortly");
  const key = keyByCode.get(error.code);
  const own = key ? t(`specialSales:errors.${key}`, { defaultValue: "" }) : "";
  return own || error.message;
}
