import type { PreorderDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { addMembers, depsOf, MNGR, newPreorder, PREORDER_KEY, store } from "./preorders.test-helper";
import { cancelReservation, createReservation, fulfilPreorder } from "./reservations.usecases";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === "fulfilled" ? "0000" : r.reason instanceof AppError ? r.reason.def.code : String(r.reason);

describe.skipIf(!TEST_DATABASE_URL)("pre-orders on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database, env: { MNGR_API_KEY: PREORDER_KEY } });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const reserve = (p: PreorderDetail, mberNo: string, qty = 1) =>
    createReservation(depsOf(t), mberNo, {
      preorderCd: p.preorderCd,
      tnantCd: p.stores[0]!.tnantCd,
      qty,
      cpnIssuNo: null,
      payAmt: p.price * qty,
      payMethod: "CARD",
      returnPath: "/reservation/complete",
    });

  const counters = async (cd: string) => {
    const [row] = await queryRows<{ sold: number; held: number; memberQty: number }>(
      t.database.db,
      sql`select p.sold_qty as sold,
        (select coalesce(sum(qty), 0)::int from preorder_reservations r
          where r.preorder_cd = p.preorder_cd and r.status not in ('FAILED', 'CANCELLED', 'UNCOLLECTED')) as held,
        (select coalesce(sum(qty), 0)::int from preorder_member_qty m where m.preorder_cd = p.preorder_cd) as "memberQty"
        from preorders p where p.preorder_cd = ${cd}`,
    );
    return row!;
  };

  it("200 parallel pre-orders for 10 remaining sell exactly 10", async () => {
    const p = await newPreorder(t, { total: 10, limit: 1 });
    const buyers = await addMembers(t, 200);
    const results = await Promise.allSettled(buyers.map((m) => reserve(p, m)));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === "0000")).toHaveLength(10);
    expect(codes.filter((c) => c === "PRE0004")).toHaveLength(190);
    expect(await counters(p.preorderCd)).toEqual({ sold: 10, held: 10, memberQty: 10 });
  }, 120_000);

  it("one member's parallel pre-orders never pass the per-member limit", async () => {
    const p = await newPreorder(t, { total: 100, limit: 3 });
    const [buyer] = await addMembers(t, 1);
    // Unpaid attempts replace each other (decision 413); paid ones stay and count against the limit.
    const pay = async (qty: number) => {
      const started = await reserve(p, buyer!, qty);
      await t.database.db.transaction(async (tx) => {
        const [row] = await queryRows<Parameters<typeof fulfilPreorder>[1]>(
          tx,
          sql`select order_no as "orderNo", amount from payments where order_no = ${started.reservationNo}
            and status = 'READY' for update`,
        );
        if (row) await fulfilPreorder(tx, row, t.now());
      });
    };
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => pay((i % 2) + 1)));
    const codes = results.map(codeOf);
    expect(codes).toContain("0000");
    expect(codes.filter((c) => !["0000", "PRE0005", "PAY0004"].includes(c))).toEqual([]);
    const held = await counters(p.preorderCd);
    expect(held.held).toBeLessThanOrEqual(3);
    expect(held).toEqual({ sold: held.held, held: held.held, memberQty: held.held });
    const [paid] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(qty), 0)::int as n from preorder_reservations
        where preorder_cd = ${p.preorderCd} and status = 'PAID'`,
    );
    expect(paid!.n).toBeGreaterThanOrEqual(1);
    expect(paid!.n).toBeLessThanOrEqual(3);
  }, 60_000);

  it("a cancel racing the arrival ends in one coherent state", async () => {
    const deps = depsOf(t);
    for (let round = 0; round < 6; round++) {
      const p = await newPreorder(t, { total: 5, limit: 2 });
      const [buyer] = await addMembers(t, 1);
      const started = await reserve(p, buyer!, 2);
      // Paid as the confirm would (the payment captured, the reservation PAID).
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update payments set status = 'DONE', payment_key = ${`pk-${started.reservationNo}`},
          approved_at = now() where order_no = ${started.reservationNo}`);
        const [pay] = await queryRows<Parameters<typeof fulfilPreorder>[1]>(
          tx,
          sql`select order_no as "orderNo", amount from payments where order_no = ${started.reservationNo}`,
        );
        await fulfilPreorder(tx, pay!, t.now());
      });
      const [cancel, arrival] = await Promise.allSettled([
        cancelReservation(deps, buyer!, started.reservationNo),
        t.call(`${MNGR}/preorders/${p.preorderCd}/arrivals`, {
          method: "POST",
          headers: store,
          body: { tnantCd: p.stores[0]!.tnantCd },
        }),
      ]);
      const [row] = await queryRows<{ status: string; refundAmt: number; voucherNo: string | null; pay: string }>(
        t.database.db,
        sql`select r.status, r.refund_amt as "refundAmt", r.voucher_no as "voucherNo", p.status as pay
          from preorder_reservations r join payments p on p.order_no = r.pay_no
          where r.reservation_no = ${started.reservationNo}`,
      );
      const [alarm] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from alarms where mber_no = ${buyer!}`,
      );
      const c = await counters(p.preorderCd);
      expect(arrival.status).toBe("fulfilled");
      if (cancel.status === "fulfilled") {
        expect(row).toMatchObject({ status: "CANCELLED", refundAmt: p.price * 2, voucherNo: null });
        expect(["REFUNDING", "CANCELLED"]).toContain(row!.pay);
        expect(alarm!.n).toBe(0);
        expect(c).toEqual({ sold: 0, held: 0, memberQty: 0 });
      } else {
        expect(codeOf(cancel)).toBe("PRE0009");
        expect(row).toMatchObject({ status: "ARRIVED", refundAmt: 0, pay: "DONE" });
        expect(row!.voucherNo).toMatch(/^88\d{14}$/);
        expect(alarm!.n).toBe(1);
        expect(c).toEqual({ sold: 2, held: 2, memberQty: 2 });
      }
    }
  }, 60_000);
});
