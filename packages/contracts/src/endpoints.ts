import { z } from "zod";
import { checkResponseSchema, loginRequestSchema, loginUserInfoSchema, refreshPushTokenRequestSchema } from "./auth";
import {
  appConfigSchema,
  codesRequestSchema,
  codesResponseSchema,
  countSchema,
  versionInfoQuerySchema,
  versionInfoSchema,
} from "./common";
import { API_VERSION, type ApiPrefix } from "./envelope";
import { gradeInfoSchema, gradesSchema } from "./membership";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type Endpoint = {
  method: HttpMethod;
  prefix: ApiPrefix;
  /** Path after `/{prefix}/v1.0.0`, with `:param` placeholders. */
  path: string;
  /** Member-only: answers NON_MEMBER without a signed-in member. */
  auth: "member" | "optional" | "none";
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

const ep = <E extends Endpoint>(e: E) => e;
const empty = z.null();

/**
 * Every endpoint of the API, with its prefix and schemas (CONTRACT.md §3). The API mounts its
 * handlers from this table and the web builds its URLs from it, so the two cannot drift apart.
 */
export const endpoints = {
  // auth-api
  login: ep({
    method: "POST",
    prefix: "auth-api",
    path: "/api/membership/login",
    auth: "none",
    body: loginRequestSchema,
    response: loginUserInfoSchema,
  }),
  logout: ep({ method: "GET", prefix: "auth-api", path: "/api/membership/logout", auth: "optional", response: empty }),
  autoLogin: ep({
    method: "GET",
    prefix: "auth-api",
    path: "/api/membership/auto-login",
    auth: "none",
    response: loginUserInfoSchema,
  }),
  refresh: ep({ method: "POST", prefix: "auth-api", path: "/api/membership/refresh", auth: "none", response: empty }),
  check: ep({ method: "GET", prefix: "auth-api", path: "/api/check", auth: "member", response: checkResponseSchema }),
  // user-api (membership paths whose prefix the spec leaves open)
  getEncrypt: ep({
    method: "GET",
    prefix: "user-api",
    path: "/api/membership/getEncrypt",
    auth: "member",
    response: z.string(),
  }),
  refreshPushToken: ep({
    method: "POST",
    prefix: "user-api",
    path: "/api/membership/refreshPushToken",
    auth: "member",
    body: refreshPushTokenRequestSchema,
    response: empty,
  }),
  grades: ep({
    method: "GET",
    prefix: "user-api",
    path: "/api/membership/grades",
    auth: "none",
    response: gradesSchema,
  }),
  gradeInfo: ep({
    method: "GET",
    prefix: "user-api",
    path: "/api/membership/grade-info",
    auth: "member",
    response: gradeInfoSchema,
  }),
  alarmsNewCount: ep({
    method: "GET",
    prefix: "user-api",
    path: "/api/alarms/new-cnt",
    auth: "member",
    response: countSchema,
  }),
  // product-api
  appConfig: ep({
    method: "GET",
    prefix: "product-api",
    path: "/api/app-config",
    auth: "none",
    response: appConfigSchema,
  }),
  versionInfo: ep({
    method: "GET",
    prefix: "product-api",
    path: "/api/version/info",
    auth: "none",
    query: versionInfoQuerySchema,
    response: versionInfoSchema,
  }),
  codes: ep({
    method: "POST",
    prefix: "product-api",
    path: "/api/codes",
    auth: "none",
    body: codesRequestSchema,
    response: codesResponseSchema,
  }),
  // commerce-api
  cartCount: ep({
    method: "GET",
    prefix: "commerce-api",
    path: "/api/cart/count",
    auth: "member",
    response: countSchema,
  }),
  cartCountSpecial: ep({
    method: "GET",
    prefix: "commerce-api",
    path: "/api/cart/count/special",
    auth: "none",
    response: countSchema,
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]["response"]>;

/** `/{prefix}/v1.0.0{path}` with `:params` filled in (URI-encoded). */
export function endpointUrl(name: EndpointName, params: Record<string, string | number> = {}): string {
  const e = endpoints[name];
  const path = e.path.replace(/:(\w+)/g, (_, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`missing path param ${key} for ${name}`);
    return encodeURIComponent(String(v));
  });
  return `/${e.prefix}/${API_VERSION}${path}`;
}
