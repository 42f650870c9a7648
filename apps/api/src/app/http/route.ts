import { API_VERSION, type EndpointName, endpoints, type ResponseOf } from "@cellar/contracts";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { AppEnv, AuthResult, Caller } from "./context";
import { ok } from "./envelope";
import { AppError } from "./errors";
import { parseWith, readJsonBody, readQuery } from "./validate";

type Def<N extends EndpointName> = (typeof endpoints)[N];
type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;
type BodyOf<N extends EndpointName> = InferOr<Def<N> extends { body: infer B } ? B : undefined, undefined>;
type QueryOf<N extends EndpointName> = InferOr<Def<N> extends { query: infer Q } ? Q : undefined, undefined>;
type MemberOf<N extends EndpointName> = Def<N>["auth"] extends "member" ? Caller : Caller | null;

export type HandlerInput<N extends EndpointName> = {
  c: Context<AppEnv>;
  body: BodyOf<N>;
  query: QueryOf<N>;
  params: Record<string, string>;
  member: MemberOf<N>;
};
export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Promise<ResponseOf<N>>;

export type Router = {
  mount: <N extends EndpointName>(name: N, handler: Handler<N>) => void;
};

export type RouterOptions = {
  authenticate: (c: Context<AppEnv>) => Promise<AuthResult>;
  /** Check every answer against its contract schema (development and tests). */
  validateResponses: boolean;
};

/** Mounts handlers at the paths, methods and schemas of the shared `endpoints` table. */
export function createRouter(app: Hono<AppEnv>, options: RouterOptions): Router {
  return {
    mount(name, handler) {
      const def = endpoints[name] as Def<typeof name> & { body?: z.ZodType; query?: z.ZodType };
      const path = `/${def.prefix}/${API_VERSION}${def.path}`;
      app.on(def.method, path, async (c) => {
        const member = await resolveMember(c, def.auth, options);
        const query = def.query ? parseWith(def.query, readQuery(c), "query") : undefined;
        const body = def.body ? parseWith(def.body, await readJsonBody(c), "body") : undefined;
        const data = await handler({
          c,
          body: body as BodyOf<typeof name>,
          query: query as QueryOf<typeof name>,
          params: c.req.param() as Record<string, string>,
          member: member as MemberOf<typeof name>,
        });
        if (options.validateResponses) {
          const checked = def.response.safeParse(data);
          if (!checked.success) {
            throw new Error(`response of ${name} breaks its contract: ${checked.error.message}`);
          }
        }
        return c.json(ok(data));
      });
    },
  };
}

async function resolveMember(
  c: Context<AppEnv>,
  auth: "member" | "optional" | "none",
  options: RouterOptions,
): Promise<Caller | null> {
  if (auth === "none") return null;
  const result = await options.authenticate(c);
  if (result.kind === "member") return result.caller;
  if (auth === "optional") return null;
  throw new AppError(result.kind === "error" ? result.error : "nonMember");
}
