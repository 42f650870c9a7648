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
  /** An exchange's other option per line (decision 420); absent or "": the same item. */
  option: Record<number, string>;
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

/** The chosen other option of each line an exchange sends (only lines with units chosen). */
export function chosenOptions(e: ReturnEligibility, f: RequestForm) {
  if (f.type !== "EXCHANGE") return [];
  return e.lines.flatMap((l) => {
    const qty = f.qty[l.orderItemNo] ?? 0;
    const option = l.exchangeOptions.find((o) => o.optItemCd === f.option[l.orderItemNo]);
    return qty > 0 && option ? [{ orderItemNo: l.orderItemNo, qty, option }] : [];
  });
}

/** The fee this form would pay (the API computes it the same way, decisions 403 and 420). */
export const feeOf = (e: ReturnEligibility, f: RequestForm) =>
  returnFee({
    type: f.type,
    reasonCd: f.reasonCd,
    collectMethod: f.collectMethod,
    shippedFree: e.shippedFree,
    keptGoods: f.type === "RETURN" ? keptAfter(e, f.qty) : e.keptGoods,
    freeFrom: DELIVERY_FEE.freeFrom,
    deliveryFee: DELIVERY_FEE.fee,
    optionDifference: chosenOptions(e, f).reduce((s, c) => s + c.option.difference * c.qty, 0),
  });

/** The first thing missing from the form (an i18n key of `returns`), or null when it can be sent. */
export function missingOf(f: RequestForm, e?: ReturnEligibility): string | null {
  if (!Object.values(f.qty).some((q) => q > 0)) return "request.chooseLine";
  if (e && chosenOptions(e, f).some((c) => c.option.stockQty < c.qty)) return "request.optionSoldOut";
  if (PHOTO_REASONS.includes(f.reasonCd) && f.photoFileIds.length === 0) return "request.needPhoto";
  if (f.collectMethod === "PICKUP" && f.addrNo === null) return "request.needAddress";
  return null;
}
