import { ERRORS, RESULT_FAIL } from "@cellar/contracts/client";
import { hasText, t } from "../i18n/i18n";

const KNOWN_STATUSES = new Set([401, 403, 404, 500, 502, 503]);

const keyByCode = new Map<string, string>(
  Object.values(ERRORS)
    .filter((e) => e.code !== RESULT_FAIL)
    .map((e) => [e.code, e.messageKey]),
);

/** SPEC §8 text of an HTTP failure with the common fail code: 400 keeps the server's message. */
export function httpStatusMessage(status: number, serverMessage?: string): string {
  if (status === 400) return serverMessage || t("errors:http.400");
  if (KNOWN_STATUSES.has(status)) return t(`errors:http.${status}`);
  return t("errors:http.other");
}

/**
 * The text for a failed response: a specific code of the contracts (AUTH0001, ...) has its own
 * text (or, when only its feature has one, the server's message); the common fail code (or an
 * unknown one) falls back to the status texts.
 */
export function failureMessage(status: number, code: string | undefined, serverMessage?: string): string {
  const key = code ? keyByCode.get(code) : undefined;
  if (key && hasText(`errors:codes.${key}`)) return t(`errors:codes.${key}`);
  // A code whose text lives with its feature: the server's own message says what happened.
  if (key && serverMessage) return serverMessage;
  return httpStatusMessage(status, serverMessage);
}
