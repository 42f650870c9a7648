import { CART_LIMITS, type CartAddRequest } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import type { Database } from "../../app/query";
import { queryRows } from "../../app/query";
import { clearCart, plainProducts } from "../../test/checkout-fixtures";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import * as repo from "./cart.repository";
import { addToCart } from "./cart.usecases";

const BASIC = "M202308020002";

describe.skipIf(!TEST_DATABASE_URL)("cart under concurrency on PostgreSQL", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    database = created.database;
    drop = created.drop;
  });
  afterAll(async () => {
    await drop?.();
  });

  it("10 new lines added at once to a cart of 99: it stops at the 100-line limit", async () => {
    const db = database.db;
    const deps = { db, clock: () => new Date(), repo };
    const items = await plainProducts(db, 109, "T0001", 50);
    for (let round = 0; round < 3; round++) {
      await clearCart(db, BASIC);
      for (const item of items.slice(0, 99)) {
        await db.execute(sql`insert into cart_items (mber_no, tnant_cd, item_cd, item_qty)
          values (${BASIC}, 'T0001', ${item.itemCd}, 1)`);
      }
      const results = await Promise.all(
        items.slice(99).map((item) =>
          addToCart(deps, BASIC, {
            items: [{ itemCd: item.itemCd, tnantCd: "T0001", itemQty: 1 }],
          } as CartAddRequest).then(
            () => "ok",
            (e) => (e instanceof AppError ? e.def.code : String(e)),
          ),
        ),
      );
      const [lines] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from cart_items where mber_no = ${BASIC}`,
      );
      expect(lines!.n).toBe(CART_LIMITS.maxLines);
      expect(results.filter((r) => r === "ok")).toHaveLength(1);
      expect(results.filter((r) => r !== "ok").every((r) => r === "CART0005")).toBe(true);
    }
  });
});
