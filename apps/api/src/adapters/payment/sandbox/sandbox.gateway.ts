import { and, eq } from "drizzle-orm";
import type { Db } from "../../../app/db";
import type { PaymentGateway } from "../gateway";
import { sandboxPayments } from "./sandbox.table";

export const SANDBOX_PAY_PATH = "/sandbox/pay";

/** The provider the API serves itself (CONTRACT.md §7): its records live in sandbox_payments. */
export function createSandboxGateway(db: Db): PaymentGateway {
  return {
    name: "sandbox",
    async startCheckout(request) {
      await db.insert(sandboxPayments).values(request);
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
        },
      };
    },
  };
}
