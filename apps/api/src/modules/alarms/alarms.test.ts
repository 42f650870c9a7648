import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";

const ALARMS = "/user-api/v1.0.0/api/alarms";
type Page = { totalCnt: number; list: { alarmNo: number; readYn: string; createdAt: string }[] };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("alarms", () => {
  it("lists newest first, marks one and then all read, and keeps the badge count in step", async () => {
    const demo = member((await t.login("demo")).access);
    const page = (await t.call(`${ALARMS}?pageNo=1&pageSize=10`, { headers: demo })).body.data as Page;
    expect(page.totalCnt).toBe(5);
    const times = page.list.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await t.call(`${ALARMS}/new-cnt`, { headers: demo })).body.data).toBe(3);

    const one = await t.call(`${ALARMS}/${page.list[0]!.alarmNo}/read`, { method: "PATCH", headers: demo });
    expect(one.body.data).toEqual({ newCnt: 2 });
    const all = await t.call(`${ALARMS}/read-all`, { method: "PATCH", headers: demo });
    expect(all.body.data).toEqual({ newCnt: 0 });
    const after = (await t.call(`${ALARMS}?pageNo=1&pageSize=2`, { headers: demo })).body.data as Page;
    expect(after.list).toHaveLength(2);
    expect(after.list.every((a) => a.readYn === "Y")).toBe(true);
  });

  it("answers 404 for someone else's alarm and 400 for a malformed alarm number", async () => {
    const demo = member((await t.login("demo")).access);
    const basic = member((await t.login("basic")).access);
    const id = ((await t.call(ALARMS, { headers: demo })).body.data as Page).list[0]!.alarmNo;
    expect((await t.call(`${ALARMS}/${id}/read`, { method: "PATCH", headers: basic })).status).toBe(404);
    expect((await t.call(`${ALARMS}/999999999/read`, { method: "PATCH", headers: basic })).status).toBe(404);
    for (const bad of ["abc", "0", "1.5", "2147483648", "99999999999999999999999999"]) {
      const res = await t.call(`${ALARMS}/${bad}/read`, { method: "PATCH", headers: basic });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/^alarmNo: /);
    }
  });
});
