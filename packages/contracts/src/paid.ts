import { z } from "zod";
import { CARD_STATUSES, PAYMENT_PURPOSES, PREPAID_CHARGE, PREPAID_TX_TYPES } from "./benefits-constants";
import { intInput } from "./input-rules";
import { pagedSchema } from "./paging";

/** A return path inside the web app (same origin): where the payment page sends the user back. */
const returnPath = z
  .string({ error: "returnPath is required" })
  .regex(/^\/(?!\/)[^\s\\]*$/, "returnPath must be a path of this site starting with /")
  .max(300, "returnPath is too long");

/** Started payment: open payUrl; the provider page redirects to returnPath with the outcome. */
export const paymentStartSchema = z.object({
  orderNo: z.string(),
  amount: z.number().int().min(1),
  orderName: z.string(),
  payUrl: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/**
 * Query the payment page appends to returnPath: success gives paymentKey, orderNo, amount;
 * failure or cancellation gives orderNo, code (PAY_DECLINED | PAY_CANCELLED) and message.
 */
export const paymentConfirmRequestSchema = z.object({
  paymentKey: z.string().trim().min(1, "paymentKey is required").max(100),
  orderNo: z.string().trim().min(1, "orderNo is required").max(40),
  amount: intInput("amount", { min: 1, coerce: true }),
});
export type PaymentConfirmRequest = z.infer<typeof paymentConfirmRequestSchema>;
export const paymentResultSchema = z.object({
  orderNo: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number().int(),
  status: z.literal("DONE"),
  /** ISO time of approval. */
  approvedAt: z.string(),
  /** Masked card number, e.g. 4111-****-****-1111. */
  cardNo: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** Paid membership (SPEC §4): join when not a member, renew (one year from the current end). */
export const paidMembershipSchema = z.object({
  paidMberYn: z.enum(["Y", "N"]),
  /** YYYY-MM-DD of the current (or last) period; null when never joined. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Paid until the end of a renewal already bought. */
  renewedUntil: z.string().nullable(),
  fee: z.number().int(),
  /** Renewal opens 30 days before the end and while expired. */
  canRenew: z.boolean(),
});
export type PaidMembership = z.infer<typeof paidMembershipSchema>;
export const paidMembershipPayRequestSchema = z.object({ returnPath });
export type PaidMembershipPayRequest = z.infer<typeof paidMembershipPayRequestSchema>;

export const prepaidChargeRequestSchema = z.object({
  amount: z
    .number({ error: "amount must be a number" })
    .int("amount must be a whole number")
    .min(PREPAID_CHARGE.min, `amount must be at least ${PREPAID_CHARGE.min}`)
    .max(PREPAID_CHARGE.max, `amount must be at most ${PREPAID_CHARGE.max}`)
    .multipleOf(PREPAID_CHARGE.unit, `amount must be in units of ${PREPAID_CHARGE.unit}`),
  returnPath,
});
export type PrepaidChargeRequest = z.infer<typeof prepaidChargeRequestSchema>;
export const prepaidTransactionSchema = z.object({
  prepaidTxNo: z.number().int(),
  type: z.enum(PREPAID_TX_TYPES),
  /** Signed amount in won. */
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  description: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type PrepaidTransaction = z.infer<typeof prepaidTransactionSchema>;
export const prepaidSchema = z.object({ balance: z.number().int().min(0) });
export const prepaidHistorySchema = pagedSchema(prepaidTransactionSchema);
export type PrepaidHistory = z.infer<typeof prepaidHistorySchema>;

export const membershipCardSchema = z.object({
  mbrshCardNo: z.string(),
  status: z.enum(CARD_STATUSES),
  /** ISO times. */
  issuedAt: z.string(),
  lostAt: z.string().nullable(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;
export const cardStatusSchema = z.object({
  /** The usable card number; null after a loss report until reissue. */
  mbrshCardNo: z.string().nullable(),
  status: z.enum(["ACTIVE", "LOST", "NONE"]),
  /** Every card of the member, newest first. */
  history: z.array(membershipCardSchema),
});
export type CardStatus = z.infer<typeof cardStatusSchema>;
