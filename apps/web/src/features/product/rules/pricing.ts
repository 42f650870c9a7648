import type { ProductDetail } from "@cellar/contracts/client";

/** Who is looking: prices differ for members, paid members and employees. */
export type Viewer = { isMember: boolean; paidMember: boolean; isEmp: boolean };

export const GUEST: Viewer = { isMember: false, paidMember: false, isEmp: false };

type PricedProduct = Pick<ProductDetail, "price" | "saleUprc" | "discountRate" | "memberPrice" | "empPrice" | "event">;

export type PriceLines = {
  /** Today's price, with the regular one struck through when on sale. */
  price: number;
  saleUprc: number;
  discountRate: number;
  /** Shown to signed-in members (it applies to paid members). */
  memberPrice: number | null;
  /** Shown to employees only. */
  empPrice: number | null;
  event: ProductDetail["event"];
};

/** The price lines a viewer may see (docs/decisions/281). */
export function priceLines(p: PricedProduct, viewer: Viewer): PriceLines {
  return {
    price: p.price,
    saleUprc: p.saleUprc,
    discountRate: p.discountRate,
    memberPrice: viewer.isMember && p.memberPrice !== null ? p.memberPrice : null,
    empPrice: viewer.isEmp && p.empPrice !== null ? p.empPrice : null,
    event: p.event,
  };
}

/** The unit price this viewer would pay: the lowest of the prices that apply to them. */
export function unitPrice(p: PricedProduct, viewer: Viewer): number {
  const candidates = [p.price];
  if (p.event) candidates.push(p.event.eventPrice);
  if (viewer.paidMember && p.memberPrice !== null) candidates.push(p.memberPrice);
  if (viewer.isEmp && p.empPrice !== null) candidates.push(p.empPrice);
  return Math.min(...candidates);
}

/** Whole percent below the regular price (0 when not below). */
export function discountOf(regular: number, price: number): number {
  if (regular <= 0 || price >= regular) return 0;
  return Math.floor(((regular - price) / regular) * 100);
}
