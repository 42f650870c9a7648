/** PostgreSQL error code of a failed query, through Drizzle's wrapper when there is one. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";
/** The constraint a unique violation (SQLSTATE 23505) hit, looking through wrapped errors; else null. */
export function uniqueViolation(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    e = cause;
  }
  return null;
}
