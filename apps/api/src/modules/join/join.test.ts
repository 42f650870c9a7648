import { agreeTermsSchema, certResultSchema, loginUserInfoSchema } from "@cellar/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certVerifications } from "../../app/schema";
import { certify, joinBody, joinNew, newPerson, USER } from "../../test/cert-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { isLuhnValid } from "../card";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const join = (body: unknown) => t.call(`${USER}/membership/join`, { method: "POST", body });
/** Today in Seoul on the server's clock (a test may have moved it). */
const seoulToday = () => new Date(t.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

describe("agree-terms", () => {
  it("lists the current version of each term with its required flag", async () => {
    const res = await t.call(`${USER}/membership/agree-terms`);
    const terms = agreeTermsSchema.parse(res.body.data);
    expect(terms.map((x) => [x.stplatRegNo, x.ver, x.requiredYn])).toEqual([
      ["ST001", "1.1", "Y"],
      ["ST002", "1.0", "Y"],
      ["ST003", "1.0", "Y"],
      ["ST004", "1.0", "N"],
      ["ST005", "1.0", "N"],
    ]);
    expect(terms[2]?.title).toContain("만 18세");
  });

  it("answers one term, or an older version on request", async () => {
    const one = await t.call(`${USER}/membership/agree-terms?stplatRegNo=ST002`);
    expect((one.body.data as { title: string }[]).map((x) => x.title)).toEqual(["개인정보 수집 및 이용 동의"]);
    const old = await t.call(`${USER}/membership/agree-terms?stplatRegNo=ST001&ver=1.0`);
    expect(old.body.data).toMatchObject([{ stplatRegNo: "ST001", ver: "1.0" }]);
  });
});

describe("certification", () => {
  it("answers the confirmed person without the person key, and does not use the token up", async () => {
    const token = await certify(t, "join", { name: "한가람", birthday: "19900101", phone: "01011112222", sex: "F" });
    for (let i = 0; i < 2; i++) {
      const res = await t.call(`${USER}/cert/result?token=${token}`);
      const result = certResultSchema.parse(res.body.data);
      expect(result).toMatchObject({ certType: "join", status: "VERIFIED" });
      expect(result.identity).toEqual({
        korMberNm: "한가람",
        birthday: "19900101",
        sexSeCode: "F",
        frgnrSeCode: "01",
        telFrstNo: "010",
        telMidNo: "1111",
        telIndNo: "2222",
        adult: true,
      });
      expect(JSON.stringify(res.body)).not.toContain("ciNo");
    }
  });

  it("reports a cancellation, refuses unknown tokens and expires after 10 minutes", async () => {
    const cancelled = await certify(t, "join", newPerson(), { action: "cancel" });
    expect((await t.call(`${USER}/cert/result?token=${cancelled}`)).body.data).toMatchObject({ status: "CANCELLED" });
    const unknown = await t.call(`${USER}/cert/result?token=nope`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("CERT0001");
    expect((await fetch(`${t.base}/sandbox/cert?token=nope`)).status).toBe(404);

    const token = await certify(t, "join", newPerson());
    t.advance(10 * 60_000 + 1000);
    expect((await t.call(`${USER}/cert/result?token=${token}`)).body.data).toMatchObject({ status: "EXPIRED" });
    const late = await join(joinBody(token, "latecomer"));
    expect(late.body.code).toBe("CERT0002");
  });

  it("refuses an unknown purpose and a second answer on the sandbox page", async () => {
    const bad = await t.call(`${USER}/cert/start`, { method: "POST", body: { certType: "login" } });
    expect([bad.status, bad.body.code]).toEqual([400, "9999"]);
    expect(bad.body.message).toContain("certType");
    const token = await certify(t, "findId", newPerson());
    expect((await fetch(`${t.base}/sandbox/cert?token=${token}`)).status).toBe(404);
    const form = new URLSearchParams({ token, action: "cancel" });
    const again = await fetch(`${t.base}/sandbox/cert`, { method: "POST", body: form, redirect: "manual" });
    expect(again.status).toBe(404);
    expect((await t.call(`${USER}/cert/result?token=${token}`)).body.data).toMatchObject({ status: "VERIFIED" });
  });

  it("re-renders the sandbox page with a Korean message for a wrong birthday", async () => {
    const start = await t.call(`${USER}/cert/start`, { method: "POST", body: { certType: "findId" } });
    const { moduleToken } = start.body.data as { moduleToken: string };
    const form = new URLSearchParams({
      token: moduleToken,
      action: "approve",
      name: "김",
      birthday: "1990",
      phone: "01012",
    });
    const res = await fetch(`${t.base}/sandbox/cert`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("이름을 2~20자");
  });
});

describe("join", () => {
  it("signs a certified adult in as a new Silver member with a Luhn-valid 16-digit card", async () => {
    const { res, access } = await joinNew(t, "newwine1", newPerson({ name: "오지훈", sex: "M" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-em-type")).toBe("MEMBER");
    expect(res.headers.get("x-ref-token")).toBeTruthy();
    const info = loginUserInfoSchema.parse(res.body.data);
    expect(info).toMatchObject({
      loginId: "newwine1",
      korMberNm: "오지훈",
      gradNm: "Silver",
      sexSeCode: "M",
      scrbcoursTyCode: "02",
      frgnrSeCode: "01",
      crtfcSeCode: "Y",
      pchrgMberYnCode: 0,
      isEmp: false,
      firstScrbDe: seoulToday(),
      pwdChngLmttDe: plusDays(seoulToday(), 90),
    });
    expect(info.mbrshCardNo).toMatch(/^9410\d{12}$/);
    expect(isLuhnValid(info.mbrshCardNo ?? "")).toBe(true);
    const check = await t.call("/auth-api/v1.0.0/api/check", { headers: member(access) });
    expect(check.body.data).toMatchObject({ mberNo: info.mberNo });
    const consents = await t.call(`${USER}/membership/consents`, { headers: member(access) });
    expect((consents.body.data as { recptnAtSeCode: string }[]).map((c) => c.recptnAtSeCode)).toEqual([
      "Y",
      "N",
      "N",
      "N",
      "Y",
    ]);
  });

  it("signs the new member in without counting a login attempt", async () => {
    const limited = await startTestServer({ env: { LOGIN_RATE_LIMIT_PER_ADDRESS: "1" } });
    try {
      const from = { "x-forwarded-for": "10.9.9.9" };
      await limited.login("demo", "wrong-password", from);
      expect((await limited.login("demo", "wrong-password", from)).res.status).toBe(429);
      const token = await certify(limited, "join", newPerson());
      const res = await limited.call(`${USER}/membership/join`, {
        method: "POST",
        body: joinBody(token, "limitless1"),
        headers: from,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-scm-token")).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it("refuses a minor with JOIN0001 and a clear Korean message", async () => {
    const year = Number(seoulToday().slice(0, 4)) - 17;
    const token = await certify(t, "join", newPerson({ birthday: `${year}0101` }));
    expect((await t.call(`${USER}/cert/result?token=${token}`)).body.data).toMatchObject({
      identity: { adult: false },
    });
    const res = await join(joinBody(token, "teenager1"));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "JOIN0001", message: expect.stringContaining("만 18세 미만") });
    expect(res.headers.get("x-scm-token")).toBeNull();
  });

  it("needs a certification token, of the join purpose, used once", async () => {
    const missing = await join({ ...joinBody("x", "nocert1"), certToken: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("certToken: certToken is required");
    const findId = await certify(t, "findId", newPerson());
    expect((await join(joinBody(findId, "wrongtype1"))).body.code).toBe("CERT0001");
    const pending = await t.call(`${USER}/cert/start`, { method: "POST", body: { certType: "join" } });
    const pendingToken = (pending.body.data as { moduleToken: string }).moduleToken;
    expect((await join(joinBody(pendingToken, "pending1"))).body.code).toBe("CERT0004");

    const token = await certify(t, "join", newPerson());
    expect((await join(joinBody(token, "onceonly1"))).status).toBe(200);
    const [used] = await t.database.db.select().from(certVerifications).where(eq(certVerifications.token, token));
    expect(used).toMatchObject({ korMberNm: null, birthday: null, telMidNo: null, ciNo: null });
    expect(used?.usedAt).toBeInstanceOf(Date);
    const again = await join(joinBody(token, "onceonly2"));
    expect(again.body.code).toBe("CERT0003");
  });

  it("refuses a taken login id, e-mail and person, each with its own code, and keeps the token usable", async () => {
    const token = await certify(t, "join", newPerson());
    const byId = await join(joinBody(token, "demo"));
    expect([byId.status, byId.body.code]).toEqual([409, "JOIN0002"]);
    const byEmail = await join(joinBody(token, "fresh1", { email: "DEMO@cellar.example" }));
    expect([byEmail.status, byEmail.body.code]).toEqual([409, "JOIN0003"]);
    expect((await join(joinBody(token, "fresh1"))).status).toBe(200);

    const person = newPerson();
    expect((await joinNew(t, "twice1", person)).res.status).toBe(200);
    const second = await joinNew(t, "twice2", person);
    expect([second.res.status, second.res.body.code]).toEqual([409, "JOIN0004"]);
  });

  it("enforces the password rules and the required terms", async () => {
    const token = await certify(t, "join", newPerson());
    const short = await join(joinBody(token, "rules1", { loginPassword: "Ab1!", confirmPassword: "Ab1!" }));
    expect(short.status).toBe(400);
    expect(short.body.message).toContain("loginPassword");
    const withId = await join(
      joinBody(token, "rules1", { loginPassword: "rules1!Abc", confirmPassword: "rules1!Abc" }),
    );
    expect(withId.body.message).toContain("아이디를 포함할 수 없습니다");
    const noSymbol = await join(
      joinBody(token, "rules1", { loginPassword: "Abcdefg12", confirmPassword: "Abcdefg12" }),
    );
    expect(noSymbol.body.message).toContain("특수문자");
    const mismatch = await join(joinBody(token, "rules1", { confirmPassword: "Other#2026x" }));
    expect(mismatch.body.message).toContain("confirmPassword");
    const terms = joinBody(token, "rules1").arrMberAgre.map((a) =>
      a.agreRegNo === "ST003" ? { ...a, agreSeCode: "N" } : a,
    );
    const noAge = await join(joinBody(token, "rules1", { arrMberAgre: terms }));
    expect([noAge.status, noAge.body.code]).toEqual([400, "JOIN0005"]);
  });

  it("checks login id, e-mail and nickname availability", async () => {
    const check = async (what: string, q: string) => (await t.call(`${USER}/membership/check/${what}?${q}`)).body;
    expect((await check("login-id", "loginId=demo")).data).toEqual({ available: false });
    expect((await check("login-id", "loginId=somebodynew")).data).toEqual({ available: true });
    expect((await check("login-id", "loginId=Demo!")).code).toBe("9999");
    expect((await check("email", "email=basic%40cellar.example")).data).toEqual({ available: false });
    expect((await check("email", "email=new%40cellar.example")).data).toEqual({ available: true });
    expect((await check("nickname", `nickName=${encodeURIComponent("와인러버")}`)).data).toEqual({ available: false });
  });
});
