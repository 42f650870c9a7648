import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { cartItems } from "./cart.table";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("cart counts", () => {
  it("counts the member's own cart rows (0 while the cart is empty)", async () => {
    const demo = await t.login("demo");
    const basic = await t.login("basic");
    const mberNo = (demo.res.body.data as { mberNo: string }).mberNo;
    const count = () => t.call("/commerce-api/v1.0.0/api/cart/count", { headers: member(demo.access) });
    expect((await count()).body.data).toBe(0);

    await t.database.db.insert(cartItems).values([
      { mberNo, tnantCd: "T0001", itemCd: "W0001" },
      { mberNo, tnantCd: "T0002", itemCd: "W0002", itemQty: 3 },
    ]);
    expect((await count()).body.data).toBe(2);
    const other = await t.call("/commerce-api/v1.0.0/api/cart/count", { headers: member(basic.access) });
    expect(other.body.data).toBe(0);
  });

  it("answers 0 for the special-sales guest count without sign-in", async () => {
    const res = await t.call("/commerce-api/v1.0.0/api/cart/count/special");
    expect(res.body).toEqual({ code: "0000", message: "success", data: 0 });
  });
});
