import { ERRORS } from "@cellar/contracts/client";
import { isApiError } from "../../../lib/http/errors";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The inline text for a failed login: wrong credentials, too many attempts (with the wait), or the
 * API's own message. Time-outs and server failures already opened the global popup: no inline text.
 */
export function loginErrorText(error: unknown, t: Translate): string | null {
  if (!isApiError(error)) return t("errors:retryShortly");
  if (error.code === ERRORS.invalidCredentials.code) return t("auth:invalidCredentials");
  if (error.code === ERRORS.tooManyAttempts.code || error.status === 429) {
    const seconds = retryAfterSeconds(error.data);
    const wait = seconds
      ? t("auth:waitMinutes", { count: Math.max(1, Math.ceil(seconds / 60)) })
      : t("auth:waitShortly");
    return t("auth:tooManyAttempts", { wait });
  }
  if (error.kind === "timeout" || error.kind === "network" || error.status >= 500) return null;
  return error.message || t("errors:retryShortly");
}

function retryAfterSeconds(data: unknown): number | null {
  if (!data || typeof data !== "object") return null;
  const value = (data as Record<string, unknown>).retryAfter;
  return typeof value === "number" && value > 0 ? value : null;
}
