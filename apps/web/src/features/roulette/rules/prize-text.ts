import type { RoulettePrize, RoulettePrizeKind } from "@cellar/contracts/client";
import { formatNumber } from "../../../lib/format/number";
import { t } from "../../../lib/i18n/i18n";

type PrizeLike = Pick<RoulettePrize, "kind" | "label" | "amount">;

/** A prize's full name: the coupon's own name, or the stamps, won or "next time" in the UI language. */
export function prizeName(prize: PrizeLike): string {
  if (prize.kind === "COUPON") return prize.label;
  if (prize.kind === "STAMP") return t("roulette:prize.stamp", { count: prize.amount ?? 0 });
  if (prize.kind === "PREPAID") return t("roulette:prize.prepaid", { amount: formatNumber(prize.amount) });
  return t("roulette:prize.none");
}

/** The words on the wheel's segment: short enough for a slice ("5,000원 쿠폰", "스탬프 3개", "다음 기회에"). */
export function segmentText(prize: PrizeLike): string {
  if (prize.kind !== "COUPON") return prizeName(prize);
  const discount = /(\d[\d,]*\s*원|\d+\s*%)/.exec(prize.label)?.[1]?.replace(/\s+/g, "");
  return discount ? t("roulette:prize.couponShort", { discount }) : t("roulette:prize.coupon");
}

/** The pages a prize lands on: the coupon box, the membership page (stamps), the prepaid tab. */
export type PrizePlace = "coupon" | "membership" | "prepaid";

/** Where the member finds a prize. */
export const PRIZE_PLACE: Record<RoulettePrizeKind, PrizePlace | null> = {
  COUPON: "coupon",
  STAMP: "membership",
  PREPAID: "prepaid",
  NONE: null,
};
