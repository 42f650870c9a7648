import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";

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
