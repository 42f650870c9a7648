import { z } from "zod";

/**
 * The rules every request input follows, whatever the endpoint (docs/decisions/367-input-rules.md):
 * - text carries no control character: U+0000–U+0008, U+000B, U+000C, U+000E–U+001F and U+007F
 *   are refused (PostgreSQL refuses U+0000); tab, LF and CR stay for multi-line text (reviews).
 *   The API applies this to every body, query and path parameter before the endpoint's schema
 *   (apps/api/src/app/http/validate.ts `parseWith`), so no schema has to ask for it;
 * - a whole number fits the `integer` (int4) column it lands in: `intInput` below, which the
 *   contracts test requires of every integer of a request schema;
 * - a path parameter has a schema like a body (`params` of the endpoint table): `keyParam`, `idParam`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_CHARS_ALL = new RegExp(CONTROL_CHARS.source, "g");
export const CONTROL_CHARS_MESSAGE = "control characters are not allowed";

/** The text without its control characters (for text that is kept rather than refused). */
export const stripControlChars = (s: string) => s.replace(CONTROL_CHARS_ALL, "");

/**
 * Where the first text with a control character is in a request value, as the API names a field
 * ("memo", "items.0.itemCd"; "" for the value itself), or null when there is none. A field name
 * with a control character is reported at the object that has it. Iterative, so a deeply nested
 * body cannot overflow the stack.
 */
export function controlCharPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (CONTROL_CHARS.test(v)) return path;
    } else if (v !== null && typeof v === "object") {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, x] = entries[i]!;
        if (CONTROL_CHARS.test(key)) return path;
        stack.push([x, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

type IntInputOptions = { min?: number; max?: number; coerce?: boolean };

/**
 * A whole-number input that fits an `integer` column (at most INT4_MAX; at least `min`, 0 unless
 * said), whose errors name the field. `coerce` for text inputs: query values and path parameters,
 * which a caller may give as a number or its text (the input type says so: string | number).
 */
export function intInput(
  field: string,
  options: IntInputOptions & { coerce: true },
): z.ZodCoercedNumber<string | number>;
export function intInput(field: string, options?: IntInputOptions & { coerce?: false }): z.ZodNumber;
export function intInput(field: string, { min = 0, max = INT4_MAX, coerce = false }: IntInputOptions = {}) {
  const error = `${field} must be a number`;
  return (coerce ? z.coerce.number<string | number>({ error }) : z.number({ error }))
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(Math.min(max, INT4_MAX), `${field} must be at most ${Math.min(max, INT4_MAX)}`);
}

/** A path parameter naming a row by its text key (orderNo, itemCd, tnantCd): 1 to 64 characters. */
export const keyParam = (field: string) =>
  z.string().min(1, `${field} is required`).max(64, `${field} must be at most 64 characters`);

/** A path parameter naming a row by its integer key (addrNo, alarmNo): 1 to INT4_MAX. */
export const idParam = (field: string) => intInput(field, { min: 1, coerce: true });
