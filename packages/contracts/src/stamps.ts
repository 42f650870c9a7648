import { z } from "zod";
import { STAMP_TRANSACTION_TYPES } from "./benefits-constants";
import { pagedSchema } from "./paging";

export const stampCardSchema = z.object({
  stampRuleId: z.string(),
  balance: z.number().int().min(0),
  /** Stamps one reward takes. */
  stampsPerReward: z.number().int().min(1),
  /** Stamps towards the next reward: balance mod stampsPerReward. */
  rewardProgress: z.number().int().min(0),
  /** Rewards the balance can pay for now. */
  rewardsAvailable: z.number().int().min(0),
  /** Stamps that expire at the end of this month (YYYY-MM-DD), if any. */
  expiringCount: z.number().int().min(0),
  expiringDate: z.string().nullable(),
});
export type StampCard = z.infer<typeof stampCardSchema>;

export const stampTransactionSchema = z.object({
  stampTxNo: z.number().int(),
  type: z.enum(STAMP_TRANSACTION_TYPES),
  /** Signed: positive adds stamps, negative takes them. */
  quantity: z.number().int(),
  balanceAfter: z.number().int().min(0),
  /** The transaction a void, reversal or return refers to. */
  refStampTxNo: z.number().int().nullable(),
  memo: z.string().nullable(),
  /** ISO time. */
  createdAt: z.string(),
});
export type StampTransaction = z.infer<typeof stampTransactionSchema>;
export const stampHistorySchema = pagedSchema(stampTransactionSchema);
export type StampHistory = z.infer<typeof stampHistorySchema>;

/** Exchanging stampsPerReward stamps for a reward coupon. */
export const stampRedeemResultSchema = z.object({
  stampTxNo: z.number().int(),
  balance: z.number().int().min(0),
  /** The reward coupon published to the member. */
  cpnIssuNo: z.string(),
  couponName: z.string(),
});
export type StampRedeemResult = z.infer<typeof stampRedeemResultSchema>;
