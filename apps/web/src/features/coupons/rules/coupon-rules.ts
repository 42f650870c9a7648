import { MERCHANT_ALL_BRANCHES, MERCHANT_NAME_ONLY, PAID_ONLY_COUPON_CLASSES } from "@cellar/contracts/client";

/**
 * Pure display rules of the coupon item (SPEC §2 coupon list, §3 Coupon, §5 coupon filtering).
 * Inputs are structural so both the panel and the /coupon page can pass the contract's coupons.
 */

export type UseTag = "online" | "offline";

export type MerchantLike = { merchantNo: string; merchantName: string };
export type BenefitLike = {
  benefitName: string | null;
  benefitDescription?: string | null;
};

/** SPEC §5: a non-paid member never sees classes 80, 90, 100 or 110 (on top of the server's filter). */
export function visibleCoupons<C extends { clssfcOfCponApplc: string | number | null }>(
  coupons: readonly C[],
  paidMember: boolean,
): C[] {
  if (paidMember) return [...coupons];
  return coupons.filter(
    (c) => !(PAID_ONLY_COUPON_CLASSES as readonly string[]).includes(String(c.clssfcOfCponApplc ?? "").trim()),
  );
}

/** Online/offline tags: 'all' shows both. */
export function couponTags(useSe: string | null | undefined): UseTag[] {
  if (useSe === "온라인") return ["online"];
  if (useSe === "오프라인") return ["offline"];
  if (useSe === "전체") return ["online", "offline"];
  return [];
}

export type DiscountDisplay =
  | { kind: "rate"; value: number }
  | { kind: "flat"; value: number }
  | { kind: "benefit"; name: string };

/** % for FIXED_RATE, won for FLAT_RATE; without a value, the (first) benefit name. */
export function discountDisplay(coupon: {
  discountValue: number | null;
  discountType: string | null;
  couponBenefit: readonly BenefitLike[];
}): DiscountDisplay {
  const value = coupon.discountValue;
  if (value !== null && value !== undefined && value > 0) {
    if (coupon.discountType === "FIXED_RATE") return { kind: "rate", value };
    if (coupon.discountType === "FLAT_RATE") return { kind: "flat", value };
  }
  const name = coupon.couponBenefit.find((b) => b.benefitName)?.benefitName ?? "";
  return { kind: "benefit", name };
}

/** The brand prefix store names share ('셀러 강남점' is shown as '강남점'). */
export const BRAND_PREFIXES = ["셀러", "Cellar", "CELLAR"] as const;

export function stripBrandPrefix(name: string): string {
  const trimmed = name.trim();
  for (const prefix of BRAND_PREFIXES) {
    if (trimmed.startsWith(prefix)) {
      const rest = trimmed.slice(prefix.length).trim();
      if (rest) return rest;
    }
  }
  return trimmed;
}

/** 0000000003 → '{name} all branches'; 0000000001 → the name; others → name without the brand prefix. */
export function merchantDisplayName(merchant: MerchantLike, allBranchesLabel: string): string {
  if (merchant.merchantNo === MERCHANT_ALL_BRANCHES) return `${merchant.merchantName} ${allBranchesLabel}`;
  if (merchant.merchantNo === MERCHANT_NAME_ONLY) return merchant.merchantName;
  return stripBrandPrefix(merchant.merchantName);
}

export type TooltipContent = {
  /** 'all' → the online/offline title; otherwise the only-type title. */
  title: { kind: "all" } | { kind: "only"; tag: UseTag };
  stores: string[];
  goods: string[];
  /** For online or all: choose the coupon at the payment step. */
  choosesAtPayment: boolean;
  /** For offline or all: show the barcode at payment. */
  showsBarcode: boolean;
};

/** SPEC §2 tooltip: title by type; stores and goods for offline/all; payment hints by type. */
export function tooltipContent(
  useSe: string | null | undefined,
  stores: readonly string[],
  goods: readonly string[],
): TooltipContent {
  const tags = couponTags(useSe);
  const online = tags.includes("online");
  const offline = tags.includes("offline");
  const title: TooltipContent["title"] =
    online && offline ? { kind: "all" } : { kind: "only", tag: online ? "online" : "offline" };
  return {
    title,
    stores: offline ? [...stores] : [],
    goods: offline ? [...goods] : [],
    choosesAtPayment: online,
    showsBarcode: offline,
  };
}

/** The mini barcode shows for non-online coupons that carry a publish number. */
export function hasMiniBarcode(coupon: { couponUseSe: string | null; couponPublishNo: string | null }): boolean {
  return coupon.couponUseSe !== "온라인" && Boolean(coupon.couponPublishNo);
}
