import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { acceptsGzip, MIN_GZIP_BYTES } from "./compress";
import type { AnswerState, AppEnv, HeaderSet } from "./context";
import { type CspExtras, securityHeaderRecord } from "./security";

/**
 * Puts the security headers (and, on API paths, `Cache-Control: no-store` and the exposed token
 * headers) into every answer without building a `Headers` object per request (decision 352):
 * - API answers made by the router go out as one plain header record worked out at start, which
 *   `@hono/node-server` writes straight to the socket (`answerJson`);
 * - every other answer (web files, errors, 404, thumbnails, a route that set its own headers) gets
 *   them on Node's response object after it is made; Node merges them under the answer's own
 *   headers, so a header the answer sets (a file's Cache-Control) wins, as it did before.
 * Without a Node response (app.request in a script) they are added to the answer itself.
 * The request pipeline (pipeline.ts) calls `startAnswer` before the handlers and `finishAnswer` after.
 */
export type AnswerHeaderSets = { site: HeaderSet; api: HeaderSet };

export async function answerHeaderSets(csp: CspExtras, apiHeaders: Record<string, string>): Promise<AnswerHeaderSets> {
  const security = await securityHeaderRecord(csp);
  return { site: headerSet(security), api: headerSet({ ...security, ...apiHeaders }) };
}

export function startAnswer(c: Context<AppEnv>, set: HeaderSet, api: boolean): AnswerState {
  const state: AnswerState = { set, api, touched: false, inAnswer: false, encoded: false };
  watchHeaderWrites(c, state);
  c.set("answer", state);
  return state;
}

export function finishAnswer(c: Context<AppEnv>, state: AnswerState): void {
  if (!state.inAnswer) addHeaders(c, state.set.base);
}

/**
 * A success envelope as JSON with the request's header set, or Hono's answer when headers were set.
 * It is gzipped here, from the string, when it is over 1 KB and the client takes gzip (decision
 * 454): compressAnswer would have to read the finished answer back, which makes
 * `@hono/node-server` build a full Response and write it the slow way.
 */
export function answerJson(c: Context<AppEnv>, body: unknown): Response {
  const state = c.get("answer");
  if (!state || state.touched) return c.json(body);
  state.inAnswer = true;
  state.encoded = true;
  const text = JSON.stringify(body);
  if (Buffer.byteLength(text) >= MIN_GZIP_BYTES && acceptsGzip(c))
    return new Response(gzipSync(text, { level: 6 }), { headers: state.set.jsonGzip });
  return new Response(text, { headers: state.set.json });
}

/** The same for a body already serialised (a PreparedAnswer's bytes) that stays as it is. */
export function answerJsonBytes(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>): Response {
  const state = c.get("answer");
  if (state) state.encoded = true;
  if (!state || state.touched) return c.body(body, 200, { "Content-Type": "application/json" });
  state.inAnswer = true;
  return new Response(body, { headers: state.set.json });
}

/** A gzipped JSON body made once (a PreparedAnswer's), for a client that accepts gzip. */
export function answerJsonGzip(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>): Response {
  const state = c.get("answer");
  if (state) state.encoded = true;
  if (!state || state.touched) return c.body(body, 200, GZIP_JSON);
  state.inAnswer = true;
  return new Response(body, { headers: state.set.jsonGzip });
}

const GZIP_JSON = { "Content-Type": "application/json", "Content-Encoding": "gzip", Vary: "Accept-Encoding" };

function headerSet(headers: Record<string, string>): HeaderSet {
  const base = Object.freeze({ ...headers });
  // Vary on every JSON answer: the same address is gzipped or not by its size and the client.
  const json = Object.freeze({ ...base, "content-type": "application/json", vary: "Accept-Encoding" });
  return { base, json, jsonGzip: Object.freeze({ ...json, "content-encoding": "gzip" }) };
}

/** Notes any header or status the request's handlers set, so the router leaves the answer to Hono. */
function watchHeaderWrites(c: Context<AppEnv>, state: AnswerState): void {
  const header = c.header;
  const status = c.status;
  c.header = ((...args: Parameters<typeof header>) => {
    state.touched = true;
    return header(...args);
  }) as typeof header;
  c.status = (code) => {
    state.touched = true;
    status(code);
  };
}

type NodeResponse = { setHeader: (name: string, value: string) => unknown; headersSent: boolean };

function addHeaders(c: Context<AppEnv>, headers: Readonly<Record<string, string>>): void {
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === "function") {
    if (!outgoing.headersSent) for (const name in headers) outgoing.setHeader(name, headers[name]!);
    return;
  }
  const own = c.res.headers;
  for (const name in headers) if (!own.has(name)) own.set(name, headers[name]!);
}
