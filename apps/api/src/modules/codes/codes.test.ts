import {
  AGREE_RECEPTION_CODES,
  CARD_ISSUER_CODES,
  CODE_GROUPS,
  COUPON_USE_SE_VALUES,
  codesResponseSchema,
  ORDER_DELIVERY_CODES,
  ORDER_STATUS,
  ORDER_STATUS_AWAITING_PAYMENT,
  PAY_METHODS,
  TAKE_TYPES,
} from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";

const PATH = "/product-api/v1.0.0/api/codes";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("POST /api/codes", () => {
  it("answers a map by group, in display order, with unknown groups as []", async () => {
    const res = await t.call(PATH, {
      method: "POST",
      body: [CODE_GROUPS.cardIssuer, CODE_GROUPS.orderStatus, "NO_SUCH_GROUP"],
    });
    expect(res.status).toBe(200);
    const map = codesResponseSchema.parse(res.body.data);
    expect(Object.keys(map).sort()).toEqual([CODE_GROUPS.cardIssuer, CODE_GROUPS.orderStatus, "NO_SUCH_GROUP"].sort());
    expect(map.NO_SUCH_GROUP).toEqual([]);
    const issuers = map[CODE_GROUPS.cardIssuer]!;
    expect(issuers.map((c) => c.cd)).toEqual(expect.arrayContaining(["CCKM", "CCBC", "KAKO", "ETC", "CVSF"]));
    expect(issuers).toHaveLength(23);
    for (const c of issuers) expect(c.attr1).toMatch(/^#[0-9A-F]{6}$/);
    const orders = map[CODE_GROUPS.orderStatus]!;
    expect(orders.map((c) => c.sortOrdr)).toEqual([...orders.map((c) => c.sortOrdr)].sort((a, b) => a - b));
    expect(orders.find((c) => c.cd === "02")?.cdNm).toBe("픽업대기");
  });

  it("seeds exactly the values the contracts use for every code list they own (decision 438)", async () => {
    const owned: Record<string, readonly string[]> = {
      [CODE_GROUPS.cardIssuer]: CARD_ISSUER_CODES,
      [CODE_GROUPS.orderStatus]: [ORDER_STATUS_AWAITING_PAYMENT, ...Object.values(ORDER_STATUS)],
      [CODE_GROUPS.takeType]: Object.values(TAKE_TYPES),
      [CODE_GROUPS.deliveryCode]: Object.values(ORDER_DELIVERY_CODES),
      [CODE_GROUPS.couponUse]: COUPON_USE_SE_VALUES,
      [CODE_GROUPS.paymentMethod]: PAY_METHODS,
      [CODE_GROUPS.agreeReceptionType]: AGREE_RECEPTION_CODES,
    };
    const res = await t.call(PATH, { method: "POST", body: Object.keys(owned) });
    const map = codesResponseSchema.parse(res.body.data);
    for (const [group, values] of Object.entries(owned)) {
      expect(map[group]!.map((c) => c.cd).sort(), group).toEqual([...values].sort());
      for (const c of map[group]!) expect(c.cdNm && c.cdEngNm, `${group} ${c.cd} is named`).toBeTruthy();
    }
    // Every group the contracts name is seeded (a new group needs its list).
    const all = await t.call(PATH, { method: "POST", body: Object.values(CODE_GROUPS) });
    for (const [group, list] of Object.entries(codesResponseSchema.parse(all.body.data)))
      expect(list.length, group).toBeGreaterThan(0);
  });

  it("rejects a body that is not a list of group codes", async () => {
    const empty = await t.call(PATH, { method: "POST", body: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("body: at least one group code is required");
    const blank = await t.call(PATH, { method: "POST", body: ["ORDER_STAT", " "] });
    expect(blank.body.message).toBe("1: group code must not be empty");
  });
});
