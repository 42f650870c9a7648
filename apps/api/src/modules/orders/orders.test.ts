import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";

const GNB = "/commerce-api/v1.0.0/api/orders/pages/gnb";
type Page = {
  pageNo: number;
  pageSize: number;
  totalCnt: number;
  totalPages: number;
  list: { orderStatCd: string; orderStatNm: string; orderItemNames: string; orderDate: string; orderNo: string }[];
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("in-progress orders of the panel", () => {
  // 12 from the order seed, plus the wine-keep and returns seeds' orders still in progress.
  it("lists demo's 15 in-progress orders newest first, one of them ready for pickup (02)", async () => {
    const demo = member((await t.login("demo")).access);
    const p1 = (await t.call(`${GNB}?isProcess=true&pageNo=1&pageSize=10`, { headers: demo })).body.data as Page;
    const p2 = (await t.call(`${GNB}?isProcess=true&pageNo=2&pageSize=10`, { headers: demo })).body.data as Page;
    expect(p1).toMatchObject({ pageNo: 1, pageSize: 10, totalCnt: 15, totalPages: 2 });
    expect(p2.list).toHaveLength(5);
    const all = [...p1.list, ...p2.list];
    expect(all.filter((o) => o.orderStatCd === "02")).toHaveLength(1);
    expect(all.every((o) => ["01", "02", "04", "05"].includes(o.orderStatCd))).toBe(true);
    expect(all.find((o) => o.orderStatCd === "02")!.orderStatNm).toBe("픽업대기");
    for (const o of all) expect(o.orderDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d$/);
    const dates = all.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all[0]!.orderItemNames).toContain(", ");
  });

  it("lists every order with isProcess=false and nothing of other members", async () => {
    const basic = member((await t.login("basic")).access);
    const res = (await t.call(`${GNB}?isProcess=true&pageNo=1&pageSize=10`, { headers: basic })).body.data as Page;
    expect(res).toMatchObject({ totalCnt: 0, totalPages: 0, list: [] });
    const all = (await t.call(`${GNB}?isProcess=false`, { headers: basic })).body.data as Page;
    expect(all.totalCnt).toBe(1);
  });

  it("rejects bad paging with 400", async () => {
    const demo = member((await t.login("demo")).access);
    const res = await t.call(`${GNB}?isProcess=true&pageNo=-1&pageSize=10`, { headers: demo });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("pageNo");
  });
});

describe("grade progress", () => {
  it("counts this month's purchases and names the next grade", async () => {
    const demo = member((await t.login("demo")).access);
    const info = (await t.call("/user-api/v1.0.0/api/membership/grade-info", { headers: demo })).body.data as Record<
      string,
      unknown
    >;
    expect(info).toMatchObject({
      gradNm: "Gold",
      nextGradRegNm: "Black",
      nextGradRegPoint: 1_000_000,
      paidMberYn: "Y",
    });
    const expected = await t.database.db.execute(
      "select coalesce(sum(net_amt), 0)::int as n from orders where mber_no = 'M202103150001' and order_stat_cd not in ('00', '09') and created_at >= date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'",
    );
    expect(info.gradRegPoint).toBe((expected as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });
});
