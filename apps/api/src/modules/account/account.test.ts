import { memberDetailSchema } from "@cellar/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../app/schema";
import { certify, joinNew, newPerson, USER } from "../../test/cert-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { memberConsents, memberProfiles, memberQuits } from "./account.table";

let t: TestServer;
let demo: string;
let basic: string;
beforeAll(async () => {
  t = await startTestServer();
  demo = (await t.login("demo")).access;
  basic = (await t.login("basic")).access;
});
afterAll(() => t.close());

const M = `${USER}/membership`;
const as = (access: string) => ({ headers: member(access) });
const send = (path: string, access: string, body: unknown, method = "PATCH") =>
  t.call(`${M}${path}`, { method, body, headers: member(access) });
/** Today in Seoul on the server's clock (a test may have moved it). */
const seoulToday = () => new Date(t.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const plus90 = () => new Date(Date.parse(seoulToday()) + 90 * 86_400_000).toISOString().slice(0, 10);
const DEMO_PERSON = { name: "김셀러", birthday: "19880512", phone: "01023456789", sex: "M" as const };

describe("member-info", () => {
  it("answers the caller's own detail only, whatever the query says", async () => {
    const res = await t.call(`${M}/member-info?mberNo=M202103150001`, as(basic));
    const detail = memberDetailSchema.parse(res.body.data);
    expect(detail).toMatchObject({
      korMberNm: "이하늘",
      loginId: "basic",
      loginPassword: null,
      email: "basic@cellar.example",
      contactNumber: "01087654321",
      paidMberYn: "N",
      chgBirthday: "Y",
      srdSeCode: "01",
      rlBirthday: null,
    });
    expect(JSON.stringify(res.body)).not.toContain("김셀러");
    const own = memberDetailSchema.parse((await t.call(`${M}/member-info`, as(demo))).body.data);
    expect(own).toMatchObject({ loginId: "demo", paidMberYn: "Y", prepaidBalance: 50_000 });
    expect((await t.call(`${M}/member-info`)).body.code).toBe("NON_MEMBER");
  });
});

describe("the birthday's calendar (/member/manage/birthday, decision 440)", () => {
  it("keeps a lunar birthday that fits the certified one, refuses what does not, and goes back to solar", async () => {
    // basic's certified birthday is 1995-09-23; its lunar date that year is 1995-08-29.
    const lunar = await send("/member-info/birthday", basic, { srdSeCode: "02", rlBirthday: "19950829" });
    expect(lunar.status).toBe(200);
    expect(memberDetailSchema.parse(lunar.body.data)).toMatchObject({
      birthday: "19950923",
      srdSeCode: "02",
      rlBirthday: "19950829",
    });
    const refused = async (body: unknown) => {
      const res = await send("/member-info/birthday", basic, body);
      return [res.status, res.body.code, res.body.message];
    };
    expect(await refused({ srdSeCode: "02" })).toEqual([
      400,
      "9999",
      "rlBirthday: rlBirthday is required for a lunar birthday",
    ]);
    expect((await refused({ srdSeCode: "02", rlBirthday: "19951331" }))[0]).toBe(400);
    expect((await refused({ srdSeCode: "02", rlBirthday: "1995-08" }))[0]).toBe(400);
    expect((await refused({ srdSeCode: "03" }))[0]).toBe(400);
    // After the certified date, or years away: not this member's birthday.
    expect((await refused({ srdSeCode: "02", rlBirthday: "19951001" })).slice(0, 2)).toEqual([400, "MBR0009"]);
    expect((await refused({ srdSeCode: "02", rlBirthday: "19900829" })).slice(0, 2)).toEqual([400, "MBR0009"]);
    const unchanged = memberDetailSchema.parse((await t.call(`${M}/member-info`, as(basic))).body.data);
    expect(unchanged.rlBirthday).toBe("19950829");

    const solar = await send("/member-info/birthday", basic, { srdSeCode: "01", rlBirthday: "19950829" });
    expect(memberDetailSchema.parse(solar.body.data)).toMatchObject({ srdSeCode: "01", rlBirthday: null });
    expect((await t.call(`${M}/member-info/birthday`, { method: "PATCH", body: { srdSeCode: "01" } })).body.code).toBe(
      "NON_MEMBER",
    );
  });
});

describe("find id, reset and change password", () => {
  it("finds a demo member's masked id through certification, once per token", async () => {
    const token = await certify(t, "findId", DEMO_PERSON);
    const res = await t.call(`${M}/id/search`, { method: "POST", body: { certToken: token } });
    expect(res.body.data).toEqual({ loginId: "de**", firstScrbDe: "2021-03-15" });
    const again = await t.call(`${M}/id/search`, { method: "POST", body: { certToken: token } });
    expect(again.body.code).toBe("CERT0003");
    const stranger = await certify(t, "findId", newPerson());
    const none = await t.call(`${M}/id/search`, { method: "POST", body: { certToken: stranger } });
    expect([none.status, none.body.code]).toEqual([404, "MBR0001"]);
  });

  it("resets a password for the certified person's own login id and ends their sessions", async () => {
    const joined = await joinNew(t, "resetme1");
    const wrongId = await certify(t, "resetPwd", joined.person);
    const body = { loginId: "demo", newPassword: "Fresh#2026a", confirmPassword: "Fresh#2026a" };
    const refused = await t.call(`${M}/password/reset`, { method: "POST", body: { ...body, certToken: wrongId } });
    expect(refused.body.code).toBe("MBR0001");
    const res = await t.call(`${M}/password/reset`, {
      method: "POST",
      body: { ...body, loginId: "resetme1", certToken: wrongId },
    });
    expect(res.body.code).toBe("0000");
    expect((await t.call(`${M}/member-info`, as(joined.access))).status).toBe(401);
    expect((await t.login("resetme1", "Vino#2026x")).res.body.code).toBe("AUTH0001");
    expect((await t.login("resetme1", "Fresh#2026a")).res.status).toBe(200);
  });

  it("changes a password with the current one and moves the change-due day 90 days on", async () => {
    const joined = await joinNew(t, "changeme1");
    const body = { newPassword: "Other#2026b", confirmPassword: "Other#2026b" };
    const wrong = await send("/password/change", joined.access, { ...body, currentPassword: "nope" }, "POST");
    expect(wrong.body.code).toBe("MBR0002");
    const same = await send(
      "/password/change",
      joined.access,
      { currentPassword: "Vino#2026x", newPassword: "Vino#2026x", confirmPassword: "Vino#2026x" },
      "POST",
    );
    expect(same.body.code).toBe("MBR0007");
    const withId = await send(
      "/password/change",
      joined.access,
      { currentPassword: "Vino#2026x", newPassword: "changeme1!", confirmPassword: "changeme1!" },
      "POST",
    );
    expect(withId.body.code).toBe("MBR0008");
    const ok = await send("/password/change", joined.access, { ...body, currentPassword: "Vino#2026x" }, "POST");
    expect(ok.body.data).toEqual({ pwdChngLmttDe: plus90() });
    expect((await t.login("changeme1", "Other#2026b")).res.status).toBe(200);
  });

  it("changes a password through a changePwd certification of the same person only", async () => {
    const joined = await joinNew(t, "certchange1");
    const body = { newPassword: "Third#2026c", confirmPassword: "Third#2026c" };
    const other = await certify(t, "changePwd", newPerson());
    const mismatch = await send("/password/change", joined.access, { ...body, certToken: other }, "POST");
    expect(mismatch.body.code).toBe("CERT0005");
    const mine = await certify(t, "changePwd", joined.person);
    const ok = await send("/password/change", joined.access, { ...body, certToken: mine }, "POST");
    expect(ok.body.data).toEqual({ pwdChngLmttDe: plus90() });
  });

  it("'change later' moves the change-due day without a new password", async () => {
    const res = await t.call(`${M}/password/later`, { method: "POST", headers: member(demo) });
    expect(res.body.data).toEqual({ pwdChngLmttDe: plus90() });
  });
});

describe("managing the account", () => {
  it("keeps nicknames and e-mails unique and well-formed", async () => {
    expect((await send("/member-info/nickname", demo, { nickName: "하늘빛" })).body.code).toBe("MBR0003");
    expect((await send("/member-info/nickname", demo, { nickName: "와" })).status).toBe(400);
    const ok = await send("/member-info/nickname", demo, { nickName: "보르도러버" });
    expect(ok.body.data).toMatchObject({ nickName: "보르도러버" });
    expect((await send("/member-info/email", demo, { email: "basic@cellar.example" })).body.code).toBe("JOIN0003");
    expect((await send("/member-info/email", demo, { email: "not-an-email" })).status).toBe(400);
    const email = await send("/member-info/email", demo, { email: "Kim.Seller@Mail.example" });
    expect(email.body.data).toMatchObject({ email: "kim.seller@mail.example" });
  });

  it("changes the mobile number through a certification of the same person", async () => {
    const joined = await joinNew(t, "phoneme1", newPerson({ name: "유하준", birthday: "19850310" }));
    const other = await certify(t, "changeContact", newPerson({ name: "다른사람" }));
    expect((await send("/member-info/contact", joined.access, { certToken: other })).body.code).toBe("CERT0005");
    const mine = await certify(t, "changeContact", { ...joined.person, phone: "01099990000" });
    const res = await send("/member-info/contact", joined.access, { certToken: mine });
    expect(res.body.data).toMatchObject({ contactNumber: "01099990000" });
  });

  it("registers an employee number of the member's own name, once, and never one taken", async () => {
    expect((await send("/member-info/emp-no", demo, { empNo: "E0004" }, "POST")).body.code).toBe("MBR0004");
    expect((await send("/member-info/emp-no", demo, { empNo: "E9999" }, "POST")).body.code).toBe("MBR0004");
    const ok = await send("/member-info/emp-no", basic, { empNo: "e0002" }, "POST");
    expect(ok.body.data).toMatchObject({ empNo: "E0002", isEmp: true });
    const check = await t.call("/auth-api/v1.0.0/api/check", as(basic));
    expect(check.body.data).toMatchObject({ isEmp: true, empNo: "E0002" });
    expect((await send("/member-info/emp-no", basic, { empNo: "E0002" }, "POST")).body.code).toBe("MBR0006");
    const namesake = await joinNew(t, "namesake1", newPerson({ name: "박직원" }));
    const taken = await send("/member-info/emp-no", namesake.access, { empNo: "E0001" }, "POST");
    expect([taken.status, taken.body.code]).toEqual([409, "MBR0005"]);
  });

  it("reads and updates channel consents with their days", async () => {
    const before = await t.call(`${M}/consents`, as(demo));
    expect((before.body.data as { recptnAtSeCode: string }[]).map((c) => c.recptnAtSeCode)).toEqual([
      "Y",
      "N",
      "N",
      "N",
      "Y",
    ]);
    const res = await send("/consents", demo, { arrAgreTy: [{ agreRecptnTyCode: "02", recptnAtSeCode: "Y" }] }, "PUT");
    const rows = res.body.data as { agreRecptnTyCode: string; recptnAtSeCode: string; agreDe: string }[];
    expect(rows.find((c) => c.agreRecptnTyCode === "02")).toEqual({
      agreRecptnTyCode: "02",
      recptnAtSeCode: "Y",
      agreDe: seoulToday(),
    });
    expect(rows.find((c) => c.agreRecptnTyCode === "01")?.agreDe).not.toBe(seoulToday());
    const bad = await send("/consents", demo, { arrAgreTy: [{ agreRecptnTyCode: "07", recptnAtSeCode: "Y" }] }, "PUT");
    expect(bad.status).toBe(400);
  });
});

describe("quit", () => {
  it("needs the password, then signs the member out for good and masks their data", async () => {
    const home = { cttpcSeCode: "01", telFrstNo: "02", telMidNo: "555", telIndNo: "1234" };
    const joined = await joinNew(t, "leaving1", newPerson({ name: "탈퇴예정" }), { arrTel: [home] });
    const mberNo = (joined.res.body.data as { mberNo: string }).mberNo;
    const [before] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.mberNo, mberNo));
    expect(before?.extraTels).toEqual([{ ...home, nationCode: "82", lxtnNo: null }]);
    const wrong = await send("/quit", joined.access, { reasonCode: "01", password: "nope" }, "POST");
    expect(wrong.body.code).toBe("MBR0002");
    const noText = await send("/quit", joined.access, { reasonCode: "99", password: "Vino#2026x" }, "POST");
    expect(noText.status).toBe(400);
    const res = await send(
      "/quit",
      joined.access,
      { reasonCode: "99", reasonText: "이사", password: "Vino#2026x" },
      "POST",
    );
    expect(res.body.code).toBe("0000");

    expect((await t.login("leaving1", "Vino#2026x")).res.body.code).toMatch(/^AUTH/);
    expect((await t.call(`${M}/member-info`, as(joined.access))).status).toBe(401);
    const [row] = await t.database.db.select().from(members).where(eq(members.mberNo, mberNo));
    expect(row).toMatchObject({
      korMberNm: "탈퇴회원",
      email: null,
      birthday: null,
      telFrstNo: null,
      telMidNo: null,
      telIndNo: null,
      nickName: null,
      mberSttusSeCode: "09",
    });
    expect(row?.loginId).not.toBe("leaving1");
    const [profile] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.mberNo, mberNo));
    expect(profile).toMatchObject({ ciNo: null, rlBirthday: null, extraTels: [] });
    const consents = await t.database.db.select().from(memberConsents).where(eq(memberConsents.mberNo, mberNo));
    expect(consents).toEqual([]);
    const [kept] = await t.database.db.select().from(memberQuits).where(eq(memberQuits.mberNo, mberNo));
    expect(kept).toMatchObject({ reasonCode: "99", reasonText: "이사" });
    // The id and the person are free again.
    const back = await joinNew(t, "leaving1", joined.person);
    expect(back.res.status).toBe(200);
  });
});
