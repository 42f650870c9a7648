import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createLogger, withRequestId } from "./logger";

let t: TestServer;

beforeAll(async () => {
  // Debug level logs request and response headers too: the worst case for leaks.
  t = await startTestServer({ logLevel: "debug" });
});
afterAll(() => t.close());

describe("request logs", () => {
  it("record method, path, status and duration, and never a token or password", async () => {
    const { access, refresh } = await t.login("demo");
    expect(access).not.toBe("");
    const mberNo = "M202103150001";
    await t.call("/user-api/v1.0.0/api/membership/refreshPushToken", {
      method: "POST",
      headers: { ...member(access), cookie: "session=secret-cookie", authorization: "Bearer abc.def" },
      body: { pushToken: "fcm-secret-push-token", mberNo },
    });
    await t.call("/auth-api/v1.0.0/api/membership/refresh", { method: "POST", headers: { "x-ref-token": refresh } });

    const lines = t.logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const login = lines.find((l) => l.path === "/auth-api/v1.0.0/api/membership/login");
    expect(login).toMatchObject({ method: "POST", status: 200, msg: "request" });
    expect(typeof login?.ms).toBe("number");
    expect(JSON.stringify(login)).toContain("[REDACTED]");

    const all = t.logLines.join("\n");
    for (const secret of [access, refresh, "Cellar!2345", "fcm-secret-push-token", "secret-cookie", "abc.def"]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain(access.split(".")[2]);
  });
});

describe("request ids and secrets in every log line (decision 445)", () => {
  it("keeps a caller's x-request-id, answers it and logs it; a bad or missing one is replaced by a new one", async () => {
    const from = t.logLines.length;
    const kept = await t.call("/healthz", { headers: { "x-request-id": "lb-7f3a.1:2" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.1:2");
    const bad = await t.call("/healthz", { headers: { "x-request-id": "evil id <script>" } });
    const fresh = await t.call("/user-api/v1.0.0/api/nothing-here");
    const ids = [bad.headers.get("x-request-id"), fresh.headers.get("x-request-id")];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const lines = t.logLines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.reqId)).toEqual(["lb-7f3a.1:2", ids[0], ids[1]]);
  });

  it("puts the request id on any line logged while the request is handled, and censors secrets and card data", () => {
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    withRequestId("req-42", () => {
      logger.info(
        {
          password: "pw-secret-1",
          refreshToken: "rt-secret-2",
          body: { cardNo: "4111111111111111", cvc: "123", newPassword: "pw-secret-3", paymentKey: "pk-secret-4" },
          config: { tokenSecret: "ts-secret-5", mngrApiKey: "mk-secret-6", databaseUrl: "postgres://u:pw@h/db" },
          headers: { "x-mngr-key": "mk-secret-7" },
          itemCd: "W0001",
        },
        "inside a request",
      );
    });
    logger.info("outside a request");
    const [inside, outside] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(inside).toMatchObject({ reqId: "req-42", itemCd: "W0001", msg: "inside a request" });
    expect(outside?.reqId).toBeUndefined();
    const all = lines.join("\n");
    for (const secret of [
      "pw-secret",
      "rt-secret",
      "4111111111111111",
      '"123"',
      "pk-secret",
      "ts-secret",
      "mk-secret",
      "u:pw",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
