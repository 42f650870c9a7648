import { z } from "zod";
import type { EndpointRoute } from "./routes";

export type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType };

/** The `:name`s of a path: "/api/orders/:orderNo/pay" → "orderNo". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A path with `:params` must have a `params` schema giving each of them (parsed by the API like a
 * body, docs/decisions/367-input-rules.md); a path without has none.
 */
type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<{ [K in PathParamNames<P>]: unknown }> };

/** Binds a route table: `withSchemas(name, schemas)` is that route plus its request/response schemas. */
export const bindSchemas =
  <R extends Record<string, EndpointRoute>>(routes: R) =>
  <N extends keyof R, S extends Schemas & ParamsRule<R[N]["path"]>>(name: N, schemas: S) =>
    ({ ...routes[name], ...schemas }) as R[N] & S;

/** The `data` of an endpoint that answers with nothing but its result code. */
export const empty = z.null();
