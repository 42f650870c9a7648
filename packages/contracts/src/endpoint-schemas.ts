import { z } from "zod";
import type { EndpointRoute } from "./routes";

export type Schemas = { query?: z.ZodType; body?: z.ZodType; response: z.ZodType };

/** Binds a route table: `withSchemas(name, schemas)` is that route plus its request/response schemas. */
export const bindSchemas =
  <R extends Record<string, EndpointRoute>>(routes: R) =>
  <N extends keyof R, S extends Schemas>(name: N, schemas: S) =>
    ({ ...routes[name], ...schemas }) as R[N] & S;

/** The `data` of an endpoint that answers with nothing but its result code. */
export const empty = z.null();
