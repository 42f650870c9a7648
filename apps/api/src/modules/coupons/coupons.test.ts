import { PAID_ONLY_COUPON_CLASSES } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoulDate } from "../../app/seoul-date";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { useCoupon } from "./coupons.routes";

const COUPON = "/user-api/v1.0.0/api/membership/coupon";
type C = {
  cpnIssuNo: string;
  couponUseSe: string;
  couponPublishNo: string | null;
  clssfcOfCponApplc: string;
  validEndDate: string;
  status: string;
  discountType: string;
};

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>, query: string) =>
  (await t.call(`${COUPON}/publish?${query}`, { headers })).body.data as C[];
const isPaidClass = (c: C) => (PAID_ONLY_COUPON_CLASSES as readonly string[]).includes(c.clssfcOfCponApplc);

describe("coupon box", () => {
  it("gives demo at least 15 usable coupons of every kind, soonest deadline first", async () => {
    const coupons = await list(demo, "searchType=AVAILABLE&available=true&orderColId=deadline&orderType=ASC");
    expect(coupons.length).toBeGreaterThanOrEqual(15);
    const today = seoulDate(new Date());
    expect(coupons[0]!.validEndDate).toBe(today);
    const ends = coupons.map((c) => c.validEndDate);
    expect([...ends].sort()).toEqual(ends);
    expect(new Set(coupons.map((c) => c.couponUseSe))).toEqual(new Set(["온라인", "오프라인", "전체"]));
    expect(new Set(coupons.map((c) => c.discountType))).toEqual(new Set(["FIXED_RATE", "FLAT_RATE"]));
    for (const c of coupons) {
      expect(c.status).toBe("AVAILABLE");
      expect(c.couponPublishNo === null).toBe(c.couponUseSe === "온라인");
    }
    expect(coupons.some(isPaidClass)).toBe(true);
  });

  it("hides the paid-only classes from a non-paid member in the list, the paged list and the detail", async () => {
    const all = await list(basic, "searchType=AVAILABLE&available=true");
    expect(all.length).toBeGreaterThan(0);
    expect(all.some(isPaidClass)).toBe(false);
    const page = await t.call(`${COUPON}/publish/pagination?searchType=AVAILABLE&available=true&pageNo=1&size=50`, {
      headers: basic,
    });
    const data = page.body.data as { totalRows: number; list: C[] };
    expect(data.totalRows).toBe(all.length);
    expect(data.list.some(isPaidClass)).toBe(false);
    const hidden = await t.database.db.execute(
      "select p.cpn_issu_no from coupon_publications p join coupon_definitions d using (cpn_cd) where p.mber_no = 'M202308020002' and d.clssfc_of_cpon_applc = '80'",
    );
    const id = (hidden as unknown as { rows: { cpn_issu_no: string }[] }).rows[0]!.cpn_issu_no;
    expect((await t.call(`${COUPON}/detail/${id}`, { headers: basic })).status).toBe(404);
  });

  it("pages with pageNo and size and counts every row", async () => {
    const q = "searchType=AVAILABLE&available=true&orderColId=deadline&orderType=ASC";
    const all = await list(demo, q);
    const p1 = (await t.call(`${COUPON}/publish/pagination?${q}&pageNo=1&size=10`, { headers: demo })).body.data as {
      pageNo: number;
      size: number;
      totalRows: number;
      list: C[];
    };
    const p2 = (await t.call(`${COUPON}/publish/pagination?${q}&pageNo=2&size=10`, { headers: demo })).body.data as {
      list: C[];
    };
    expect(p1).toMatchObject({ pageNo: 1, size: 10, totalRows: all.length });
    expect([...p1.list, ...p2.list].map((c) => c.cpnIssuNo)).toEqual(all.map((c) => c.cpnIssuNo));
  });

  it("answers 400 with a message for bad paging and search values", async () => {
    for (const q of ["pageNo=0&size=10", "pageNo=1&size=abc", "pageNo=1&size=1000", "pageNo=1&available=false"]) {
      const res = await t.call(`${COUPON}/publish/pagination?searchType=AVAILABLE&${q}`, { headers: demo });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("9999");
      expect(res.body.message).toMatch(/pageNo|size|available/);
    }
    const bad = await t.call(`${COUPON}/publish?searchType=SOON`, { headers: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("searchType");
  });

  it("lists used, expired and not-yet-valid coupons by searchType, latest first on request", async () => {
    expect((await list(demo, "searchType=USED")).length).toBe(2);
    const expired = await list(demo, "searchType=EXPIRED&orderColId=latest&orderType=DESC");
    expect(expired.length).toBe(2);
    expect(expired.every((c) => c.validEndDate < seoulDate(new Date()))).toBe(true);
    expect((await list(demo, "searchType=NOT_AVAILABLE")).length).toBe(2);
  });

  it("narrows to a store: unrestricted coupons plus those naming all branches or the store", async () => {
    const atYeoksam = await list(demo, "searchType=AVAILABLE&tnantCd=T0004");
    const atCheongdam = await list(demo, "searchType=AVAILABLE&tnantCd=T0001");
    const names = (cs: C[]) => cs.map((c) => c.cpnIssuNo);
    const all = await list(demo, "searchType=AVAILABLE");
    expect(atYeoksam.length).toBeLessThan(all.length);
    expect(names(atYeoksam)).not.toEqual(names(atCheongdam));
  });

  it("shows a coupon's usable stores and goods", async () => {
    const coupons = await list(demo, "searchType=AVAILABLE");
    const res = await t.call(
      `${COUPON}/detail/${coupons.find((c) => c.couponUseSe === "전체" && !isPaidClass(c))!.cpnIssuNo}`,
      {
        headers: demo,
      },
    );
    expect(res.status).toBe(200);
    const detail = res.body.data as { usableStores: { merchantNo: string }[]; usableGoods: string[] };
    expect(Array.isArray(detail.usableStores)).toBe(true);
    const withGoods = await Promise.all(
      coupons.map(async (c) => (await t.call(`${COUPON}/detail/${c.cpnIssuNo}`, { headers: demo })).body.data),
    );
    const merchants = withGoods.flatMap(
      (d) => (d as { usableStores: { merchantNo: string; merchantName: string }[] }).usableStores,
    );
    expect(merchants.map((m) => m.merchantNo)).toEqual(expect.arrayContaining(["0000000003", "0000000001"]));
    expect(merchants.some((m) => m.merchantName.startsWith("셀러 ") && m.merchantName.endsWith("점"))).toBe(true);
    expect(withGoods.some((d) => (d as { usableGoods: string[] }).usableGoods.length > 0)).toBe(true);
  });

  it("uses a coupon once, only when usable and only for its owner", async () => {
    const db = t.database.db;
    const coupons = await list(demo, "searchType=AVAILABLE");
    const target = coupons.find((c) => !isPaidClass(c))!;
    const basicOwner = { mberNo: "M202308020002", cpnIssuNo: target.cpnIssuNo, orderNo: "O-1", now: new Date() };
    await expect(useCoupon(db, basicOwner)).rejects.toMatchObject({ def: { status: 404 } });
    await useCoupon(db, { ...basicOwner, mberNo: "M202103150001" });
    await expect(useCoupon(db, { ...basicOwner, mberNo: "M202103150001", orderNo: "O-2" })).rejects.toMatchObject({
      def: { status: 404 },
    });
    const used = await list(demo, "searchType=USED");
    expect(used.map((c) => c.cpnIssuNo)).toContain(target.cpnIssuNo);
    const expired = (await list(demo, "searchType=EXPIRED"))[0]!;
    await expect(
      useCoupon(db, { mberNo: "M202103150001", cpnIssuNo: expired.cpnIssuNo, orderNo: "O-3", now: new Date() }),
    ).rejects.toMatchObject({ def: { status: 404 } });
  });

  it("needs a member", async () => {
    expect((await t.call(`${COUPON}/publish?searchType=AVAILABLE`)).body.code).toBe("NON_MEMBER");
  });
});
