import { ERRORS, ROULETTE_ERRORS, type RouletteErrorName } from "@cellar/contracts/client";
import { isApiError } from "../../../lib/http/errors";
import { t } from "../../../lib/i18n/i18n";

const byCode = new Map<string, RouletteErrorName | "prepaidLimitExceeded">([
  ...(Object.keys(ROULETTE_ERRORS) as RouletteErrorName[]).map((name) => [ROULETTE_ERRORS[name].code, name] as const),
  [ERRORS.prepaidLimitExceeded.code, "prepaidLimitExceeded"],
]);

/** Text for a refused spin: its code in the UI language, else the server's message, else "try again shortly". */
export function spinErrorText(error: unknown): string {
  if (!isApiError(error)) return t("errors:retryShortly");
  const name = byCode.get(error.code);
  if (name) return t(`roulette:errors.${name}`, { defaultValue: error.message });
  if (error.kind === "timeout" || error.kind === "network" || error.status >= 500) return t("errors:retryShortly");
  return error.message || t("errors:retryShortly");
}
