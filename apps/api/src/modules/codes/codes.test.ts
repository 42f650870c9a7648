import { CODE_GROUPS, codesResponseSchema } from "@cellar/contracts";
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

  it("rejects a body that is not a list of group codes", async () => {
    const empty = await t.call(PATH, { method: "POST", body: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("body: at least one group code is required");
    const blank = await t.call(PATH, { method: "POST", body: ["ORDER_STAT", " "] });
    expect(blank.body.message).toBe("1: group code must not be empty");
  });
});
