import { gzipSync } from "node:zlib";
import { API_VERSION, type EndpointName, endpoints, type ResponseOf } from "@cellar/contracts";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import { answerJson, answerJsonBytes, answerJsonGzip } from "./answer-headers";
import { acceptsGzip, MIN_GZIP_BYTES } from "./compress";
import type { AppEnv, AuthResult, Caller } from "./context";
import { ok } from "./envelope";
import { AppError } from "./errors";
import { PreparedAnswer } from "./prepared";
import { QueryCache, rawQuery } from "./query-cache";
import { parseWith, readJsonBody, readQuery } from "./validate";

type Def<N extends EndpointName> = (typeof endpoints)[N];
type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;
type BodyOf<N extends EndpointName> = InferOr<Def<N> extends { body: infer B } ? B : undefined, undefined>;
type QueryOf<N extends EndpointName> = InferOr<Def<N> extends { query: infer Q } ? Q : undefined, undefined>;
/** The path parameters as the endpoint's `params` schema gives them (orderNo a string, addrNo a number). */
type ParamsOf<N extends EndpointName> = InferOr<
  Def<N> extends { params: infer P } ? P : undefined,
  Record<string, never>
>;
type MemberOf<N extends EndpointName> = Def<N>["auth"] extends "member" ? Caller : Caller | null;

export type HandlerInput<N extends EndpointName> = {
  c: Context<AppEnv>;
  body: BodyOf<N>;
  query: QueryOf<N>;
  params: ParamsOf<N>;
  member: MemberOf<N>;
};
/** A handler answers its data, or a PreparedAnswer of it when many requests share that data. */
export type Handler<N extends EndpointName> = (
  input: HandlerInput<N>,
) => Promise<ResponseOf<N> | PreparedAnswer<ResponseOf<N>>>;

export type Router = {
  mount: <N extends EndpointName>(name: N, handler: Handler<N>) => void;
};

export type RouterOptions = {
  /** Answers at once when it can (a cached session), else a promise. */
  authenticate: (c: Context<AppEnv>) => AuthResult | Promise<AuthResult>;
  /** Check every answer against its contract schema (development and tests). */
  validateResponses: boolean;
};

/** Mounts handlers at the paths, methods and schemas of the shared `endpoints` table. */
export function createRouter(app: Hono<AppEnv>, options: RouterOptions): Router {
  return {
    mount(name, handler) {
      const def = endpoints[name] as Def<typeof name> & { params?: z.ZodType; body?: z.ZodType; query?: z.ZodType };
      const path = `/${def.prefix}/${API_VERSION}${def.path}`;
      if (def.path.includes(":") !== Boolean(def.params)) {
        throw new Error(`${name}: a path with :parameters has a params schema, and only such a path (${def.path})`);
      }
      const queries = new QueryCache();
      const check = (data: unknown) => {
        const checked = def.response.safeParse(data);
        if (!checked.success) throw new Error(`response of ${name} breaks its contract: ${checked.error.message}`);
      };
      app.on(def.method, path, async (c) => {
        const auth = def.auth === "none" ? null : options.authenticate(c);
        const member = memberOf(def.auth, auth instanceof Promise ? await auth : auth);
        const params = def.params ? parseWith(def.params, c.req.param(), "params") : {};
        let query: unknown;
        if (def.query) {
          const raw = rawQuery(c.req.url);
          query = queries.get(raw);
          if (query === undefined) {
            query = parseWith(def.query, readQuery(c), "query");
            queries.set(raw, query);
          }
        }
        const body = def.body ? parseWith(def.body, await readJsonBody(c), "body") : undefined;
        const data = await handler({
          c,
          body: body as BodyOf<typeof name>,
          query: query as QueryOf<typeof name>,
          params: params as ParamsOf<typeof name>,
          member: member as MemberOf<typeof name>,
        });
        if (data instanceof PreparedAnswer) {
          if (options.validateResponses && !data.checked) {
            check(data.data);
            data.checked = true;
          }
          data.body ??= Buffer.from(JSON.stringify(ok(data.data)));
          if (data.body.length >= MIN_GZIP_BYTES && acceptsGzip(c)) {
            data.gzip ??= gzipSync(data.body, { level: 6 });
            return answerJsonGzip(c, data.gzip as Uint8Array<ArrayBuffer>);
          }
          return answerJsonBytes(c, data.body as Uint8Array<ArrayBuffer>);
        }
        if (options.validateResponses) check(data);
        return answerJson(c, ok(data));
      });
    },
  };
}

function memberOf(auth: "member" | "optional" | "none", result: AuthResult | null): Caller | null {
  if (!result) return null;
  if (result.kind === "member") return result.caller;
  if (auth === "optional") return null;
  throw new AppError(result.kind === "error" ? result.error : "nonMember");
}
