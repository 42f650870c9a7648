import { vi } from "vitest";

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply> | "hang";

/**
 * A fake `fetch` (the outside-service boundary): records each call and answers through `handler`.
 * "hang" never answers until the request is aborted, the way a stalled server behaves.
 */
export function installFakeFetch(handler: Handler) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FakeCall = {
      url: String(input),
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
      if (init.signal?.aborted) return abort();
      init.signal?.addEventListener("abort", abort);
      Promise.resolve(handler(call)).then((reply) => {
        if (reply === "hang") return;
        const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
        resolve(new Response(body, { status: reply.status ?? 200, headers: reply.headers ?? {} }));
      }, reject);
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const ok = (data: unknown, headers?: Record<string, string>): FakeReply => ({
  body: { code: "0000", message: "", data },
  headers,
});
export const fail = (status: number, code: string, message = ""): FakeReply => ({
  status,
  body: { code, message, data: null },
});
