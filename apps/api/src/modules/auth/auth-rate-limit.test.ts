import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const from = (addr: string) => ({ "x-forwarded-for": addr });

describe("login rate limit per login id", () => {
  it("locks an id after 5 failures for 15 minutes, even for the right password", async () => {
    for (let i = 0; i < 5; i++) {
      const { res } = await t.login("basic", "wrong-password");
      expect(res.body.code).toBe("AUTH0001");
    }
    const locked = await t.login("basic");
    expect(locked.res.status).toBe(429);
    expect(locked.res.body.code).toBe("AUTH0004");
    expect(locked.res.body.message).toBe("로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요");
    const retryAfter = Number(locked.res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.access).toBe("");

    t.advance(15 * 60_000 + 1000);
    const later = await t.login("basic");
    expect(later.res.status).toBe(200);
  });

  it("clears the id counter on success", async () => {
    for (let i = 0; i < 4; i++) await t.login("staff", "wrong-password");
    expect((await t.login("staff")).res.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await t.login("staff", "wrong-password")).res.body.code).toBe("AUTH0001");
    }
    expect((await t.login("staff")).res.status).toBe(200);
  });

  it("limits unknown ids the same way (no enumeration through the limit)", async () => {
    for (let i = 0; i < 5; i++) await t.login("ghost", "x");
    expect((await t.login("ghost", "x")).res.status).toBe(429);
  });
});

describe("login rate limit per client address", () => {
  it("allows 20 attempts per address in 15 minutes, then answers 429", async () => {
    const addr = "203.0.113.7";
    for (let i = 0; i < 20; i++) {
      // Different ids, so only the address limit can trip.
      const { res } = await t.login(`user${i}`, "wrong", from(addr));
      expect(res.body.code).toBe("AUTH0001");
    }
    const blocked = await t.login("demo", undefined, from(addr));
    expect(blocked.res.status).toBe(429);
    expect(blocked.res.body.code).toBe("AUTH0004");
    expect(blocked.res.headers.get("retry-after")).toBeTruthy();

    const elsewhere = await t.login("demo", undefined, from("203.0.113.8"));
    expect(elsewhere.res.status).toBe(200);
  });

  it("counts failures only: 30 successful sign-ins from one office address in 15 minutes all pass", async () => {
    const office = "203.0.113.20";
    for (let i = 0; i < 30; i++) {
      expect((await t.login(i % 2 ? "demo" : "staff", undefined, from(office))).res.status).toBe(200);
    }
    for (let i = 0; i < 20; i++) await t.login(`office${i}`, "wrong", from(office));
    expect((await t.login("demo", undefined, from(office))).res.status).toBe(429);
  });

  it("reads X-Forwarded-For only behind a trusted proxy, taking the entry the proxy appended", async () => {
    const spoofed = "198.51.100.1";
    for (let i = 0; i < 20; i++) await t.login(`spoof${i}`, "wrong", from(`${spoofed}, 192.0.2.${i + 1}`));
    // The client-supplied first entry varies nothing: each call came through a different last hop.
    expect((await t.login("demo", undefined, from(`${spoofed}, 192.0.2.99`))).res.status).toBe(200);

    const direct = await startTestServer({ env: { TRUST_PROXY: "false" } });
    try {
      for (let i = 0; i < 20; i++) await direct.login(`direct${i}`, "wrong", from(`192.0.2.${i}`));
      // Without a trusted proxy every call is the socket address 127.0.0.1, whatever the header says.
      expect((await direct.login("demo", undefined, from("192.0.2.200"))).res.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
