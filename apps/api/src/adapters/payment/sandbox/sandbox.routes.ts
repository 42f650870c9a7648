import { randomBytes } from "node:crypto";
import { PAYMENT_RETURN_CODES } from "@cellar/contracts";
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Clock } from "../../../app/clock";
import type { AppEnv } from "../../../app/http/context";
import type { Db } from "../../../app/query";
import { seoulDate } from "../../../app/seoul-date";
import { SANDBOX_PAY_PATH } from "./sandbox.gateway";
import { sandboxBillingKeys, sandboxPayments } from "./sandbox.table";
import { checkSandboxCard, issuerOf } from "./sandbox-card";
import { renderPayPage } from "./sandbox-page";

const CLOSED = "이미 처리된 결제입니다. (This payment is already processed.)";

/** Appends the outcome to the return URL the merchant gave (a path of this site). */
function backTo(returnUrl: string, params: Record<string, string>): string {
  const url = new URL(returnUrl, "http://sandbox.invalid");
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

/** The hosted payment page of the sandbox provider: GET shows it, POST pays or cancels. */
export function registerSandboxPayRoutes(app: Hono<AppEnv>, db: Db, clock: Clock): void {
  const find = async (orderNo: string) =>
    (await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo)))[0] ?? null;

  app.get(SANDBOX_PAY_PATH, async (c) => {
    const payment = await find(c.req.query("orderNo") ?? "");
    if (!payment)
      return c.html(
        renderPayPage({ orderNo: "", orderName: "-", amount: 0, closed: "결제 정보를 찾을 수 없습니다." }),
        404,
      );
    const closed = payment.status === "REQUESTED" ? undefined : CLOSED;
    return c.html(renderPayPage({ ...payment, ...(closed ? { closed } : {}) }));
  });

  app.post(SANDBOX_PAY_PATH, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    const payment = await find(field("orderNo"));
    if (!payment)
      return c.html(
        renderPayPage({ orderNo: "", orderName: "-", amount: 0, closed: "결제 정보를 찾을 수 없습니다." }),
        404,
      );
    if (payment.status !== "REQUESTED") return c.html(renderPayPage({ ...payment, closed: CLOSED }), 409);

    // Each outcome moves the payment out of REQUESTED once; a double submit finds it closed.
    const settle = async (set: Partial<typeof sandboxPayments.$inferInsert>) =>
      (
        await db
          .update(sandboxPayments)
          .set(set)
          .where(and(eq(sandboxPayments.orderNo, payment.orderNo), eq(sandboxPayments.status, "REQUESTED")))
          .returning()
      ).length === 1;

    if (field("action") === "cancel") {
      if (!(await settle({ status: "CANCELLED" }))) return c.html(renderPayPage({ ...payment, closed: CLOSED }), 409);
      return c.redirect(
        backTo(payment.returnUrl, {
          orderNo: payment.orderNo,
          code: PAYMENT_RETURN_CODES.cancelled,
          message: "결제를 취소했습니다",
        }),
        303,
      );
    }
    if (payment.method === "TOSS") {
      // The transfer form has no card: approving is the account holder's consent.
      const paymentKey = `sbx_${randomBytes(16).toString("hex")}`;
      const approved = {
        status: "AUTHORIZED",
        paymentKey,
        cardNo: "토스 계좌이체",
        cardCd: "ETC",
        cardName: "토스페이",
      };
      if (!(await settle(approved))) return c.html(renderPayPage({ ...payment, closed: CLOSED }), 409);
      return c.redirect(
        backTo(payment.returnUrl, { paymentKey, orderNo: payment.orderNo, amount: String(payment.amount) }),
        303,
      );
    }
    const check = checkSandboxCard(
      { cardNo: field("cardNo"), expiry: field("expiry"), cardPw: field("cardPw") },
      seoulDate(clock()),
    );
    if (check.kind === "invalid") {
      const entered = { cardNo: field("cardNo"), expiry: field("expiry") };
      return c.html(renderPayPage({ ...payment, error: check.message, entered }), 400);
    }
    if (check.kind === "declined") {
      if (!(await settle({ status: "DECLINED" }))) return c.html(renderPayPage({ ...payment, closed: CLOSED }), 409);
      return c.redirect(
        backTo(payment.returnUrl, {
          orderNo: payment.orderNo,
          code: PAYMENT_RETURN_CODES.declined,
          message: "카드 승인이 거절되었습니다",
        }),
        303,
      );
    }
    const issuer = issuerOf(field("cardNo"));
    if (payment.method === "BILLING") {
      // Card registration: a billing key for later charges, no money moves.
      const billkey = `bk_${randomBytes(16).toString("hex")}`;
      if (!(await settle({ status: "AUTHORIZED", billkey, cardNo: check.maskedCardNo, ...issuer })))
        return c.html(renderPayPage({ ...payment, closed: CLOSED }), 409);
      await db.insert(sandboxBillingKeys).values({ billkey, cardNo: check.maskedCardNo, ...issuer });
      return c.redirect(
        backTo(payment.returnUrl, {
          orderNo: payment.orderNo,
          code: "0000",
          message: "카드를 등록했습니다",
          billkey,
          cardCd: issuer.cardCd,
          cardName: issuer.cardName,
          cardNo: check.maskedCardNo,
        }),
        303,
      );
    }
    const paymentKey = `sbx_${randomBytes(16).toString("hex")}`;
    if (!(await settle({ status: "AUTHORIZED", paymentKey, cardNo: check.maskedCardNo, ...issuer }))) {
      return c.html(renderPayPage({ ...payment, closed: CLOSED }), 409);
    }
    return c.redirect(
      backTo(payment.returnUrl, { paymentKey, orderNo: payment.orderNo, amount: String(payment.amount) }),
      303,
    );
  });
}
