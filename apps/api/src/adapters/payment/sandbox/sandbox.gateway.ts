import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../app/query";
import type { PaymentGateway } from "../gateway";
import { sandboxBillingKeys, sandboxPayments, sandboxRefunds } from "./sandbox.table";

export const SANDBOX_PAY_PATH = "/sandbox/pay";

/** The provider the API serves itself (CONTRACT.md §7): its records live in sandbox_payments. */
export function createSandboxGateway(db: Db): PaymentGateway {
  return {
    name: "sandbox",
    async startCheckout({ method, ...request }) {
      await db.insert(sandboxPayments).values({ ...request, method: method ?? "CARD" });
      return `${SANDBOX_PAY_PATH}?orderNo=${encodeURIComponent(request.orderNo)}`;
    },
    async confirm({ paymentKey, orderNo, amount }) {
      // Capture once: only an authorised payment with the same order and amount moves to CAPTURED.
      const [captured] = await db
        .update(sandboxPayments)
        .set({ status: "CAPTURED", capturedAt: new Date() })
        .where(
          and(
            eq(sandboxPayments.paymentKey, paymentKey),
            eq(sandboxPayments.orderNo, orderNo),
            eq(sandboxPayments.amount, amount),
            eq(sandboxPayments.status, "AUTHORIZED"),
          ),
        )
        .returning();
      const row =
        captured ?? (await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentKey, paymentKey)))[0];
      if (!row || row.orderNo !== orderNo) return { ok: false, reason: "notApproved" };
      if (row.amount !== amount) return { ok: false, reason: "amountMismatch" };
      if (row.status !== "CAPTURED") return { ok: false, reason: "notApproved" };
      return {
        ok: true,
        approval: {
          paymentKey,
          amount: row.amount,
          cardNo: row.cardNo ?? "",
          approvedAt: row.capturedAt ?? new Date(),
          ...(row.cardCd ? { cardCd: row.cardCd } : {}),
          ...(row.cardName ? { cardName: row.cardName } : {}),
        },
      };
    },
    async voidPayment(orderNo) {
      await db
        .update(sandboxPayments)
        .set({ status: "VOIDED" })
        .where(and(eq(sandboxPayments.orderNo, orderNo), inArray(sandboxPayments.status, ["REQUESTED", "AUTHORIZED"])));
    },
    async refund(paymentKey) {
      const rows = await db
        .update(sandboxPayments)
        .set({ status: "REFUNDED" })
        .where(and(eq(sandboxPayments.paymentKey, paymentKey), eq(sandboxPayments.status, "CAPTURED")))
        .returning();
      return rows.length === 1;
    },
    async refundPart(paymentKey, amount, refundKey) {
      if (!Number.isInteger(amount) || amount <= 0) return false;
      return db.transaction(async (tx) => {
        // The key first: a key seen before is a cancel already made (the same payment and amount).
        const [fresh] = await tx
          .insert(sandboxRefunds)
          .values({ refundKey, paymentKey, amount })
          .onConflictDoNothing()
          .returning();
        if (!fresh) {
          const [seen] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundKey, refundKey));
          return seen?.paymentKey === paymentKey && seen.amount === amount;
        }
        const rows = await tx
          .update(sandboxPayments)
          .set({
            refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`,
            status: sql`case when ${sandboxPayments.refundedAmount} + ${amount} = ${sandboxPayments.amount} then 'REFUNDED' else ${sandboxPayments.status} end`,
          })
          .where(
            and(
              eq(sandboxPayments.paymentKey, paymentKey),
              eq(sandboxPayments.status, "CAPTURED"),
              sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
            ),
          )
          .returning();
        // Nothing to cancel: forget the key, so a later try can still succeed.
        if (rows.length !== 1) await tx.delete(sandboxRefunds).where(eq(sandboxRefunds.refundKey, refundKey));
        return rows.length === 1;
      });
    },
    async lookup(orderNo) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo));
      return row ? { status: row.status as never, paymentKey: row.paymentKey, amount: row.amount } : null;
    },
    async startBilling({ regNo, returnUrl }) {
      await db
        .insert(sandboxPayments)
        .values({ orderNo: regNo, orderName: "간편결제 카드 등록", amount: 0, returnUrl, method: "BILLING" });
      return `${SANDBOX_PAY_PATH}?orderNo=${encodeURIComponent(regNo)}`;
    },
    async billingCard(regNo, billkey) {
      const [row] = await db
        .select({ key: sandboxBillingKeys, reg: sandboxPayments })
        .from(sandboxBillingKeys)
        .innerJoin(sandboxPayments, eq(sandboxPayments.billkey, sandboxBillingKeys.billkey))
        .where(and(eq(sandboxBillingKeys.billkey, billkey), eq(sandboxPayments.orderNo, regNo)));
      if (row?.key.active !== "Y") return null;
      return { billkey, cardNo: row.key.cardNo, cardCd: row.key.cardCd, cardName: row.key.cardName };
    },
    async authorizeBillingKey({ orderNo, orderName, amount, billkey }) {
      const [key] = await db.select().from(sandboxBillingKeys).where(eq(sandboxBillingKeys.billkey, billkey));
      if (key?.active !== "Y") return null;
      const paymentKey = `sbx_${randomBytes(16).toString("hex")}`;
      await db.insert(sandboxPayments).values({
        orderNo,
        orderName,
        amount,
        returnUrl: "/",
        method: "BILLKEY",
        billkey,
        status: "AUTHORIZED",
        paymentKey,
        cardNo: key.cardNo,
        cardCd: key.cardCd,
        cardName: key.cardName,
      });
      return paymentKey;
    },
    async removeBillingKey(billkey) {
      await db.update(sandboxBillingKeys).set({ active: "N" }).where(eq(sandboxBillingKeys.billkey, billkey));
    },
  };
}
