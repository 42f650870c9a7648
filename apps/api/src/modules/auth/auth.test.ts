import { loginUserInfoSchema } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";

const AUTH = "/auth-api/v1.0.0/api";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { ACCESS_TOKEN_TTL_SECONDS: "60" } });
});
afterAll(() => t.close());

describe("login", () => {
  it("answers the login user info with the token headers, exposed to scripts", async () => {
    const { res, access, refresh } = await t.login("demo");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe("0000");
    const info = loginUserInfoSchema.parse(res.body.data);
    expect(info).toMatchObject({ loginId: "demo", korMberNm: "김셀러", gradNm: "Gold", pchrgMberYnCode: 1 });
    expect(info.mbrshCardNo).toMatch(/^\d{16}$/);
    expect(res.headers.get("x-em-type")).toBe("MEMBER");
    expect(access).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(refresh.length).toBeGreaterThanOrEqual(40);
    expect(res.headers.get("access-control-expose-headers")).toContain("x-scm-token");
    expect(res.headers.get("access-control-expose-headers")).toContain("x-ref-token");
  });

  it("accepts the login id in any letter case", async () => {
    const { res } = await t.login("STAFF");
    expect(res.body.data).toMatchObject({ loginId: "staff", isEmp: true, empNo: "E0001" });
  });

  it("answers the same AUTH0001 for a wrong password and an unknown id", async () => {
    const wrong = await t.login("basic", "wrong-password");
    const unknown = await t.login("nobody-here", "wrong-password");
    for (const { res, access } of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "AUTH0001", message: "아이디 또는 비밀번호가 일치하지 않습니다", data: null });
      expect(access).toBe("");
    }
  });

  it("rejects a request whose fields are missing, naming the field", async () => {
    const noId = await t.call(`${AUTH}/membership/login`, { method: "POST", body: { password: "x" } });
    expect(noId.status).toBe(400);
    expect(noId.body).toEqual({ code: "9999", message: "loginId: loginId is required", data: null });
    const emptyPassword = await t.call(`${AUTH}/membership/login`, {
      method: "POST",
      body: { loginId: "demo", password: "" },
    });
    expect(emptyPassword.body.message).toBe("password: password is required");
    const broken = await t.call(`${AUTH}/membership/login`, { method: "POST", rawBody: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("body: invalid JSON");
  });
});

describe("member-only endpoints", () => {
  it("answer NON_MEMBER (401) without a token or with a forged one", async () => {
    const { access } = await t.login("demo");
    const [, claims] = access.split(".");
    const forged = `v1.${claims}.${"A".repeat(43)}`;
    for (const headers of [{}, member(forged), member("garbage")]) {
      for (const path of [
        `${AUTH}/check`,
        "/user-api/v1.0.0/api/membership/grade-info",
        "/user-api/v1.0.0/api/membership/getEncrypt",
        "/user-api/v1.0.0/api/alarms/new-cnt",
        "/commerce-api/v1.0.0/api/cart/count",
      ]) {
        const res = await t.call(path, { headers });
        expect(res.status, path).toBe(401);
        expect(res.body.code, path).toBe("NON_MEMBER");
      }
    }
  });

  it("check answers the caller's own login user info", async () => {
    const { access } = await t.login("basic");
    const res = await t.call(`${AUTH}/check`, { headers: member(access) });
    expect(res.body.data).toMatchObject({ loginId: "basic", gradNm: "Silver", pchrgMberYnCode: 0 });
  });
});

describe("tokens and sessions", () => {
  it("an expired access token answers 401 SYS9992; a refresh gives a working pair", async () => {
    const { access, refresh } = await t.login("demo");
    t.advance(61_000);
    const expired = await t.call(`${AUTH}/check`, { headers: member(access) });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("SYS9992");

    const rotated = await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": refresh } });
    expect(rotated.status).toBe(200);
    const newAccess = rotated.headers.get("x-scm-token")!;
    const newRefresh = rotated.headers.get("x-ref-token")!;
    expect(newRefresh).not.toBe(refresh);
    expect(rotated.headers.get("x-em-type")).toBe("MEMBER");
    const ok = await t.call(`${AUTH}/check`, { headers: member(newAccess) });
    expect(ok.body.data).toMatchObject({ loginId: "demo" });
  });

  it("a refresh token used twice revokes the whole family", async () => {
    const { refresh } = await t.login("demo");
    const first = await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": refresh } });
    expect(first.status).toBe(200);
    const access2 = first.headers.get("x-scm-token")!;
    const refresh2 = first.headers.get("x-ref-token")!;

    const replay = await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": refresh } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("AUTH0003");

    const afterRevoke = await t.call(`${AUTH}/check`, { headers: member(access2) });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.code).toBe("SYS9996");
    const successor = await t.call(`${AUTH}/membership/refresh`, {
      method: "POST",
      headers: { "x-ref-token": refresh2 },
    });
    expect(successor.status).toBe(401);
    expect(successor.body.code).toBe("AUTH0002");
  });

  it("a second login replaces the first session: SYS9996 there, and its refresh fails", async () => {
    const phone = await t.login("basic");
    const tablet = await t.login("basic");
    const old = await t.call(`${AUTH}/check`, { headers: member(phone.access) });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("SYS9996");
    const oldRefresh = await t.call(`${AUTH}/membership/refresh`, {
      method: "POST",
      headers: { "x-ref-token": phone.refresh },
    });
    expect(oldRefresh.status).toBe(401);
    expect(oldRefresh.body.code).toBe("AUTH0002");
    const current = await t.call(`${AUTH}/check`, { headers: member(tablet.access) });
    expect(current.status).toBe(200);
  });

  it("a refresh without a token or with an unknown one fails with AUTH0002", async () => {
    for (const headers of [{}, { "x-ref-token": "not-a-token" }] as Record<string, string>[]) {
      const res = await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("AUTH0002");
    }
  });

  it("logout revokes the session and its refresh token", async () => {
    const { access, refresh } = await t.login("staff");
    const out = await t.call(`${AUTH}/membership/logout`, { headers: { ...member(access), "x-ref-token": refresh } });
    expect(out.body).toEqual({ code: "0000", message: "success", data: null });
    expect((await t.call(`${AUTH}/check`, { headers: member(access) })).status).toBe(401);
    const again = await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": refresh } });
    expect(again.status).toBe(401);
  });

  it("auto-login answers user info and new tokens for a valid refresh token, else NON_MEMBER", async () => {
    const { refresh } = await t.login("demo");
    const auto = await t.call(`${AUTH}/membership/auto-login`, { headers: { "x-ref-token": refresh } });
    expect(auto.status).toBe(200);
    expect(auto.body.data).toMatchObject({ loginId: "demo" });
    expect(auto.headers.get("x-scm-token")).toBeTruthy();
    expect(auto.headers.get("x-ref-token")).not.toBe(refresh);

    const none = await t.call(`${AUTH}/membership/auto-login`);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("NON_MEMBER");
    const reused = await t.call(`${AUTH}/membership/auto-login`, { headers: { "x-ref-token": refresh } });
    expect(reused.body.code).toBe("NON_MEMBER");
  });
});
