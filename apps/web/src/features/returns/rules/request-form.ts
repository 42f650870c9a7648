import { DELIVERY_FEE } from "@cellar/contracts/checkout-constants";
import {
  type CollectMethod,
  PHOTO_REASONS,
  type ReturnEligibility,
  type ReturnType,
  returnFee,
} from "@cellar/contracts/client";

export type RequestForm = {
  qty: Record<number, number>;
  type: ReturnType;
  reasonCd: string;
  reasonText: string;
  collectMethod: CollectMethod;
  addrNo: number | null;
  photoFileIds: string[];
};

/** The goods value kept once the chosen units go too (the eligibility's value scaled by line value). */
function keptAfter(e: ReturnEligibility, qty: Record<number, number>) {
  const kept = e.lines.reduce((s, l) => s + l.saleUprc * l.returnableQty, 0);
  const going = e.lines.reduce((s, l) => s + l.saleUprc * (qty[l.orderItemNo] ?? 0), 0);
  return kept > 0 ? Math.floor((e.keptGoods * (kept - going)) / kept) : 0;
}

/** The fee this form would pay (the API computes it the same way, decision 403). */
export const feeOf = (e: ReturnEligibility, f: RequestForm) =>
  returnFee({
    type: f.type,
    reasonCd: f.reasonCd,
    collectMethod: f.collectMethod,
    shippedFree: e.shippedFree,
    keptGoods: f.type === "RETURN" ? keptAfter(e, f.qty) : e.keptGoods,
    freeFrom: DELIVERY_FEE.freeFrom,
    deliveryFee: DELIVERY_FEE.fee,
  });

/** The first thing missing from the form (an i18n key of `returns`), or null when it can be sent. */
export function missingOf(f: RequestForm): string | null {
  if (!Object.values(f.qty).some((q) => q > 0)) return "request.chooseLine";
  if (PHOTO_REASONS.includes(f.reasonCd) && f.photoFileIds.length === 0) return "request.needPhoto";
  if (f.collectMethod === "PICKUP" && f.addrNo === null) return "request.needAddress";
  return null;
}
