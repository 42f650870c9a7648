import type { StampRedeemResult } from "@cellar/contracts";
import { isUniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { publishCoupon, STAMP_REWARD_COUPON } from "../coupons";
import { STAMP_RULE } from "./stamps.rules";
import { recordInTx, type StampsDeps } from "./stamps.usecases";

/** Exchanges one reward's worth of stamps for the reward coupon, both in one transaction. */
export async function redeemReward(deps: StampsDeps, db: Db, mberNo: string, now: Date): Promise<StampRedeemResult> {
  try {
    return await db.transaction(async (tx) => {
      const redeemed = await recordInTx(deps, tx, {
        mberNo,
        type: "REDEEM",
        quantity: STAMP_RULE.stampsPerReward,
        memo: `${STAMP_REWARD_COUPON.couponName} 교환`,
        createdAt: now,
      });
      const cpnIssuNo = await publishCoupon(tx, {
        mberNo,
        cpnCd: STAMP_REWARD_COUPON.cpnCd,
        couponUseSe: STAMP_REWARD_COUPON.couponUseSe,
        today: seoulDate(now),
        validDays: STAMP_REWARD_COUPON.validDays,
      });
      return {
        stampTxNo: redeemed.stampTxNo,
        balance: redeemed.balanceAfter,
        cpnIssuNo,
        couponName: STAMP_REWARD_COUPON.couponName,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("stampAlreadyCancelled");
    throw error;
  }
}
