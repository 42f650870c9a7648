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
