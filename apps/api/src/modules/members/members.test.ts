import { gradeInfoSchema, gradesSchema } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveKeys, resolveTokenSecret } from "../../app/secrets";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { unseal } from "./members-crypto";

const USER = "/user-api/v1.0.0/api/membership";
let t: TestServer;
let demo: { access: string; mberNo: string };
let basic: { access: string; mberNo: string };

beforeAll(async () => {
  t = await startTestServer();
  const a = await t.login("demo");
  const b = await t.login("basic");
  demo = { access: a.access, mberNo: (a.res.body.data as { mberNo: string }).mberNo };
  basic = { access: b.access, mberNo: (b.res.body.data as { mberNo: string }).mberNo };
});
afterAll(() => t.close());

describe("grades", () => {
  it("lists Silver, Gold, Black, VIP in order, without sign-in", async () => {
    const res = await t.call(`${USER}/grades`);
    const grades = gradesSchema.parse(res.body.data);
    expect(grades.map((g) => g.gradNm)).toEqual(["Silver", "Gold", "Black", "VIP"]);
    expect(grades.map((g) => g.gradKorNm)).toEqual(["실버", "골드", "블랙", "VIP"]);
    const starts = grades.map((g) => g.gradStartPoint);
    expect([...starts].sort((x, y) => x - y)).toEqual(starts);
  });

  it("grade-info answers the caller's grade with the next grade, paid flag and prepaid balance", async () => {
    const gold = gradeInfoSchema.parse(
      (await t.call(`${USER}/grade-info`, { headers: member(demo.access) })).body.data,
    );
    expect(gold).toMatchObject({
      mberNo: demo.mberNo,
      korMberNm: "김셀러",
      gradNm: "Gold",
      nextGradRegNm: "Black",
      nextGradRegPoint: 1_000_000,
      paidMberYn: "Y",
      prepaidBalance: 50_000,
    });
    const silver = gradeInfoSchema.parse(
      (await t.call(`${USER}/grade-info`, { headers: member(basic.access) })).body.data,
    );
    expect(silver).toMatchObject({ mberNo: basic.mberNo, gradNm: "Silver", nextGradRegNm: "Gold", paidMberYn: "N" });
  });
});

describe("getEncrypt", () => {
  it("answers the caller's member number, AES-GCM encrypted, base64url and stable", async () => {
    const key = deriveKeys(await resolveTokenSecret(t.database.db, undefined)).memberData;
    const first = await t.call(`${USER}/getEncrypt`, { headers: member(demo.access) });
    const second = await t.call(`${USER}/getEncrypt`, { headers: member(demo.access) });
    const value = first.body.data as string;
    expect(value).toMatch(/^[\w-]+$/);
    expect(value).not.toContain(demo.mberNo);
    expect(second.body.data).toBe(value);
    expect(unseal(key, value)).toBe(demo.mberNo);
    const other = await t.call(`${USER}/getEncrypt`, { headers: member(basic.access) });
    expect(unseal(key, other.body.data as string)).toBe(basic.mberNo);
  });
});

describe("refreshPushToken", () => {
  const path = `${USER}/refreshPushToken`;

  it("stores the token for the caller's own member number", async () => {
    const res = await t.call(path, {
      method: "POST",
      headers: member(demo.access),
      body: { pushToken: "fcm-demo-device-1", mberNo: demo.mberNo },
    });
    expect(res.body).toEqual({ code: "0000", message: "success", data: null });
  });

  it("refuses another member's number with 403", async () => {
    const res = await t.call(path, {
      method: "POST",
      headers: member(basic.access),
      body: { pushToken: "fcm-attacker", mberNo: demo.mberNo },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "9999", message: "접근 권한이 없습니다", data: null });
  });

  it("names the missing field", async () => {
    const res = await t.call(path, { method: "POST", headers: member(demo.access), body: { mberNo: demo.mberNo } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("pushToken: pushToken is required");
  });
});

describe("no endpoint leaks another member's data", () => {
  it("member A's token only ever yields member A's data, whatever is asked", async () => {
    const asA = member(basic.access);
    const check = await t.call(`/auth-api/v1.0.0/api/check?mberNo=${demo.mberNo}`, { headers: asA });
    expect(check.body.data).toMatchObject({ mberNo: basic.mberNo, loginId: "basic" });
    const grade = await t.call(`${USER}/grade-info?mberNo=${demo.mberNo}`, { headers: asA });
    expect(grade.body.data).toMatchObject({ mberNo: basic.mberNo, prepaidBalance: 0 });
    const alarms = await t.call("/user-api/v1.0.0/api/alarms/new-cnt", { headers: asA });
    expect(alarms.body.data).toBe(0);
    const demoAlarms = await t.call("/user-api/v1.0.0/api/alarms/new-cnt", { headers: member(demo.access) });
    expect(demoAlarms.body.data).toBe(3);
    for (const res of [check, grade]) expect(JSON.stringify(res.body)).not.toContain(demo.mberNo);
  });
});
