import {
  loginUserInfoSchema,
  SOCIAL_LOGIN_STATE,
  type SocialProvider,
  socialCallbackResponseSchema,
} from "@cellar/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../app/schema";
import { certify, joinBody, newPerson, USER } from "../../test/cert-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import {
  AUTH,
  answerProvider,
  newSocialEmail,
  socialCallback,
  socialSignIn,
  startSocial,
} from "../../test/social-helper";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Today in Seoul on the server's clock. */
const seoulToday = () => new Date(t.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);

let seq = 0;
const newEmail = (p: string) => {
  seq += 1;
  return newSocialEmail(p);
};
const start = (provider: SocialProvider, purpose: "login" | "link", headers: Record<string, string> = {}) =>
  startSocial(t, provider, purpose, headers);
const answer = (url: string, form: Record<string, string>) => answerProvider(t, url, form);
const callback = (provider: SocialProvider, params: Record<string, string>, headers: Record<string, string> = {}) =>
  socialCallback(t, provider, params, headers);
const signIn = (provider: SocialProvider, email: string, name = "소셜이", headers: Record<string, string> = {}) =>
  socialSignIn(t, provider, email, name, headers);

describe("starting a sign-in", () => {
  it("sends the person to the provider with response type code, the fixed state and a PKCE challenge, bound by an HttpOnly cookie", async () => {
    const { res, url } = await start("kakao", "login");
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^cellar_sns=[\w-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/auth-api/v1.0.0/api/social");
    const behindTls = await start("kakao", "login", { "x-forwarded-proto": "https" });
    expect(behindTls.res.headers.get("set-cookie")).toContain("Secure");
    expect(setCookie).not.toContain("Secure");
    const query = new URL(url, t.base).searchParams;
    expect(new URL(url, t.base).pathname).toBe("/sandbox/social/kakao/authorize");
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: "code",
      state: SOCIAL_LOGIN_STATE,
      redirect_uri: "/sns/callback/kakao",
      code_challenge_method: "S256",
    });
    expect(query.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const page = await fetch(t.base + url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("카카오 계정으로 로그인");
  });

  it("refuses an unknown provider, a link without a member, and a provider request it did not register", async () => {
    const unknown = await t.call(`${AUTH}/social/line/start`, { method: "POST", body: { purpose: "login" } });
    expect([unknown.status, unknown.body.code]).toEqual([400, "9999"]);
    const guestLink = await start("naver", "link");
    expect(guestLink.res.body.code).toBe("NON_MEMBER");
    const { url } = await start("naver", "login");
    const wrong = url.replace("redirect_uri=%2Fsns%2Fcallback%2Fnaver", "redirect_uri=https%3A%2F%2Fevil.example%2F");
    expect((await fetch(t.base + wrong)).status).toBe(400);
    expect((await fetch(t.base + url.replace("response_type=code", "response_type=token"))).status).toBe(400);
  });
});

describe("signing in and joining", () => {
  it("a new person joins with snsTkn (snsTyCode, method 07), then signs in with the provider", async () => {
    const email = newEmail("kakao");
    const first = await signIn("kakao", email, "한소셜");
    expect(first.status).toBe(200);
    const outcome = socialCallbackResponseSchema.parse(first.body.data);
    expect(outcome).toMatchObject({ result: "JOIN", provider: "kakao", email });
    expect(first.headers.get("x-scm-token")).toBeNull();
    const snsTkn = outcome.result === "JOIN" ? outcome.snsTkn : "";

    const certToken = await certify(t, "join", newPerson());
    const joined = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(certToken, `sns${seq}kakao`, { snsTkn }),
    });
    expect(joined.status).toBe(200);
    const info = loginUserInfoSchema.parse(joined.body.data);
    expect(info).toMatchObject({ snsTyCode: "01", scrbCoursMth: "07" });

    // The join token is used up; a second join with it is refused.
    const again = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", newPerson()), `sns${seq}again`, { snsTkn }),
    });
    expect([again.status, again.body.code]).toEqual([400, "SNS0008"]);

    const second = await signIn("kakao", email);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ result: "SIGNED_IN", user: { mberNo: info.mberNo, snsTyCode: "01" } });
    const access = second.headers.get("x-scm-token") ?? "";
    expect(second.headers.get("x-ref-token")).toBeTruthy();
    const check = await t.call(`${AUTH}/check`, { headers: member(access) });
    expect(check.body.data).toMatchObject({ mberNo: info.mberNo });
  });

  it("a join refused for another reason (the person is a member already) keeps the join token usable", async () => {
    const outcome = (await signIn("apple", newEmail("apple"))).body.data as { snsTkn: string };
    const person = newPerson();
    const ok = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", person), `plain${seq}`),
    });
    expect(ok.status).toBe(200);
    const dup = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", person), `dup${seq}`, { snsTkn: outcome.snsTkn }),
    });
    expect(dup.body.code).toBe("JOIN0004");
    const fresh = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", newPerson()), `fresh${seq}`, { snsTkn: outcome.snsTkn }),
    });
    expect(fresh.body.data).toMatchObject({ snsTyCode: "03", scrbCoursMth: "07" });
  });

  it("a minor who comes through a provider is refused as the plain join refuses one, and no member is made", async () => {
    const email = newEmail("minor");
    const outcome = (await signIn("kakao", email, "최어린")).body.data as { result: string; snsTkn: string };
    expect(outcome.result).toBe("JOIN");
    const year = Number(seoulToday().slice(0, 4)) - 17;
    const loginId = `minor${seq}kakao`;
    const refused = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", newPerson({ birthday: `${year}0101` })), loginId, {
        snsTkn: outcome.snsTkn,
      }),
    });
    expect([refused.status, refused.body.code]).toEqual([403, "JOIN0001"]);
    expect(refused.body.message).toContain("만 18세 미만");
    expect(refused.headers.get("x-scm-token")).toBeNull();
    expect(await t.database.db.select().from(members).where(eq(members.loginId, loginId))).toEqual([]);
    // Nothing was linked: the Kakao account is still a stranger and signs in to join again.
    const again = await signIn("kakao", email);
    expect(again.body.data).toMatchObject({ result: "JOIN" });
    expect(again.headers.get("x-scm-token")).toBeNull();
  });

  it("a member who quits keeps no way in: the Kakao account joins anew", async () => {
    const email = newEmail("quitter");
    const first = (await signIn("kakao", email)).body.data as { snsTkn: string };
    const joined = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", newPerson()), `quit${seq}a`, { snsTkn: first.snsTkn }),
    });
    const access = joined.headers.get("x-scm-token") ?? "";
    const quit = await t.call(`${USER}/membership/quit`, {
      method: "POST",
      body: { reasonCode: "01", password: "Vino#2026x" },
      headers: member(access),
    });
    expect(quit.status).toBe(200);
    const again = await signIn("kakao", email);
    expect(again.body.data).toMatchObject({ result: "JOIN" });
    expect(again.headers.get("x-scm-token")).toBeNull();
    const rejoined = await t.call(`${USER}/membership/join`, {
      method: "POST",
      body: joinBody(await certify(t, "join", newPerson()), `quit${seq}b`, {
        snsTkn: (again.body.data as { snsTkn: string }).snsTkn,
      }),
    });
    expect(rejoined.body.data).toMatchObject({ snsTyCode: "01" });
  });

  it("a refused or cancelled provider login answers its own code, and the round trip is over", async () => {
    const refused = await start("kakao", "login");
    const r = await answer(refused.url, { action: "refuse" });
    expect(r).toMatchObject({
      path: "/sns/callback/kakao",
      params: { error: "access_denied", state: SOCIAL_LOGIN_STATE },
    });
    const res = await callback("kakao", r.params, { cookie: refused.cookie });
    expect([res.status, res.body.code]).toEqual([400, "SNS0003"]);
    expect(res.body.message).toContain("거부");
    expect((await callback("kakao", r.params, { cookie: refused.cookie })).body.code).toBe("SNS0002");

    const cancelled = await start("naver", "login");
    const c = await answer(cancelled.url, { action: "cancel" });
    expect((await callback("naver", c.params, { cookie: cancelled.cookie })).body.code).toBe("SNS0004");
  });

  it("login CSRF: a code from another browser's round trip, a missing cookie or another state is refused", async () => {
    // The attacker signs in with their own account and stops before the callback.
    const attacker = await start("kakao", "login");
    const { params } = await answer(attacker.url, { action: "approve", email: newEmail("attacker"), name: "공격자" });
    // The victim's browser started its own round trip (or none).
    const victim = await start("kakao", "login");
    const forged = await callback("kakao", params, { cookie: victim.cookie });
    expect([forged.status, forged.body.code]).toEqual([400, "SNS0002"]);
    expect(forged.headers.get("x-scm-token")).toBeNull();
    expect((await callback("kakao", params)).body.code).toBe("SNS0002");
    // The code was spent by the refused exchange: not even the attacker's own browser can use it now.
    expect((await callback("kakao", params, { cookie: attacker.cookie })).body.code).toBe("SNS0002");
    const other = await start("kakao", "login");
    const wrongState = await callback("kakao", { state: "forged", code: "x" }, { cookie: other.cookie });
    expect(wrongState.body.code).toBe("SNS0001");
  });
});

describe("linking in settings", () => {
  it("links Naver to a member, signs in with it, refuses it for another member, and unlinks it", async () => {
    const { access } = await t.login("demo");
    const email = newEmail("naver");
    const link = await start("naver", "link", member(access));
    const { params } = await answer(link.url, { action: "approve", email, name: "김셀러" });
    const linked = await callback("naver", params, { ...member(access), cookie: link.cookie });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({
      result: "LINKED",
      links: [{ provider: "naver", snsTyCode: "02", email }],
    });
    const check = await t.call(`${AUTH}/check`, { headers: member(access) });
    expect(check.body.data).toMatchObject({ snsTyCode: "02" });

    const signedIn = await signIn("naver", email);
    expect(signedIn.body.data).toMatchObject({ result: "SIGNED_IN", user: { loginId: "demo" } });
    const demo = signedIn.headers.get("x-scm-token") ?? "";

    // The same Naver account for another member; a second Naver account for demo.
    const basic = (await t.login("basic")).access;
    const other = await start("naver", "link", member(basic));
    const o = await answer(other.url, { action: "approve", email });
    expect((await callback("naver", o.params, { ...member(basic), cookie: other.cookie })).body.code).toBe("SNS0005");
    const second = await start("naver", "link", member(demo));
    const s = await answer(second.url, { action: "approve", email: newEmail("naver2"), name: "김셀러" });
    expect((await callback("naver", s.params, { ...member(demo), cookie: second.cookie })).body.code).toBe("SNS0006");

    const unlinked = await t.call(`${USER}/membership/social-links/naver`, { method: "DELETE", headers: member(demo) });
    expect([unlinked.status, unlinked.body.data]).toEqual([200, []]);
    expect((await t.call(`${AUTH}/check`, { headers: member(demo) })).body.data).toMatchObject({ snsTyCode: null });
    const twice = await t.call(`${USER}/membership/social-links/naver`, { method: "DELETE", headers: member(demo) });
    expect([twice.status, twice.body.code]).toEqual([404, "SNS0007"]);
    expect((await signIn("naver", email)).body.data).toMatchObject({ result: "JOIN" });
  });

  it("a link callback needs the member who started it", async () => {
    const { access } = await t.login("basic");
    const link = await start("apple", "link", member(access));
    const { params } = await answer(link.url, { action: "approve", email: newEmail("apple"), name: "이하늘" });
    expect((await callback("apple", params, { cookie: link.cookie })).body.code).toBe("SNS0002");
    expect((await t.call(`${USER}/membership/social-links`, { headers: member(access) })).body.data).toEqual([]);
  });
});
