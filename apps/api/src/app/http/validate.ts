import { CONTROL_CHARS_MESSAGE, controlCharPath } from "@cellar/contracts";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./errors";

/**
 * Parses a request's body, query or path parameters with a contracts schema; a failure is a 400
 * whose message names the field. Before the schema, the rule every input follows
 * (docs/decisions/367-input-rules.md): no control characters in any text, keys included.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: "body" | "query" | "params",
): z.infer<S> {
  const control = controlCharPath(input);
  if (control !== null) throw new AppError("validation", `${control || where}: ${CONTROL_CHARS_MESSAGE}`);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : where;
  throw new AppError("validation", `${field}: ${issue?.message ?? "invalid value"}`);
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("validation", "body: invalid JSON");
  }
}

/** Query parameters; repeated keys (SPEC §7 array params) become arrays. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}
