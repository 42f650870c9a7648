import {
  COUPON_USE_SE,
  type Coupon,
  PREORDER_RULES,
  type PreorderDetail,
  type PreorderQuote,
  type PreorderQuoteRequest,
  type PreorderTab,
} from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { listCoupons } from "../coupons";
import type { PreordersDeps } from "./preorders.deps";
import type { PreorderRow } from "./preorders.repository";
import { cancelUntilOf, couponDiscount, tabOf } from "./preorders.rules";
import { storesWithArrivals, summaries } from "./preorders.view";

/** `/reservation/list`: open (sold-out ones marked) or upcoming pre-orders; with `itemCd`, those of one bottle. */
export async function listPreorders(
  deps: PreordersDeps,
  tab: PreorderTab,
  itemCd: string | undefined,
  mberNo: string | null,
) {
  const now = deps.clock();
  const rows = itemCd ? await deps.repo.preordersOfItem(deps.db, itemCd) : await deps.repo.allPreorders(deps.db);
  const list = await summaries(deps.db, rows, mberNo, now);
  return {
    list: list
      .filter((p) => (itemCd ? tabOf(p.state) !== null : tabOf(p.state) === tab))
      // open: closing soonest first, sold out last; upcoming: starting soonest first
      .sort((a, b) =>
        a.state === b.state
          ? tab === "OPEN"
            ? a.endAt.localeCompare(b.endAt)
            : a.startAt.localeCompare(b.startAt)
          : a.state === "SOLD_OUT"
            ? 1
            : b.state === "SOLD_OUT"
              ? -1
              : 0,
      ),
  };
}

async function preorderOrThrow(deps: PreordersDeps, db: Queryable, preorderCd: string) {
  const p = await deps.repo.findPreorder(db, preorderCd);
  if (!p) throw new AppError("preorderNotFound");
  return p;
}

/** `/reservation/detail`: one pre-order with its dates, limits, stores (and where it has arrived). */
export async function preorderDetail(
  deps: PreordersDeps,
  preorderCd: string,
  mberNo: string | null,
): Promise<PreorderDetail> {
  const p = await preorderOrThrow(deps, deps.db, preorderCd);
  const [summary] = await summaries(deps.db, [p], mberNo, deps.clock());
  return {
    ...summary!,
    description: p.description,
    stores: await storesWithArrivals(deps.db, p),
    cancelUntil: cancelUntilOf(p.arrivalDate),
    collectDays: PREORDER_RULES.collectDays,
  };
}

/** Coupons a pre-order takes at a store: usable online there, with a discount (not a benefit coupon). */
export async function preorderCoupons(deps: PreordersDeps, p: PreorderRow, mberNo: string, tnantCd: string) {
  if (p.couponYn !== "Y") return [];
  const list = await listCoupons(deps, mberNo, {
    searchType: "AVAILABLE",
    orderColId: "deadline",
    orderType: "ASC",
    tnantCd,
  });
  return list.filter((c) => c.couponUseSe !== COUPON_USE_SE.offline && c.discountValue !== null);
}

export type Priced = {
  p: PreorderRow;
  quote: PreorderQuote;
  coupon: Coupon | null;
};

/**
 * Every amount of a reservation, on the server only (decision 413): qty × pre-order price, the
 * pre-order discount against the shelf price, one coupon where the pre-order allows it, paid in full.
 * Checks the window, the store and what the member may still reserve (the hold checks it again).
 */
export async function priceReservation(
  deps: PreordersDeps,
  mberNo: string,
  req: PreorderQuoteRequest,
): Promise<Priced> {
  const now = deps.clock();
  const p = await preorderOrThrow(deps, deps.db, req.preorderCd);
  if (now < p.startAt) throw new AppError("preorderNotOpen");
  if (now >= p.endAt) throw new AppError("preorderClosed");
  if (!p.tnantCds.includes(req.tnantCd)) throw new AppError("preorderStoreNotIn");
  // A payment still open (the card page left, the back button) is replaced by a new attempt.
  const paying = (await deps.repo.payingOfMember(deps.db, mberNo, p.preorderCd)).reduce((n, r) => n + r.qty, 0);
  const mine = ((await deps.repo.memberQtys(deps.db, mberNo, [p.preorderCd])).get(p.preorderCd) ?? 0) - paying;
  const maxQty = Math.max(0, Math.min(p.perMemberLimit - mine, p.totalQty - p.soldQty + paying));
  const coupons = await preorderCoupons(deps, p, mberNo, req.tnantCd);
  let coupon: Coupon | null = null;
  if (req.cpnIssuNo) {
    if (p.couponYn !== "Y") throw new AppError("preorderCouponNotAllowed");
    coupon = coupons.find((c) => c.cpnIssuNo === req.cpnIssuNo) ?? null;
    if (!coupon) throw new AppError("couponNotUsable");
  }
  const orderAmt = p.price * req.qty;
  const cpnDcAmt = coupon ? couponDiscount(coupon, orderAmt) : 0;
  return {
    p,
    coupon,
    quote: {
      qty: req.qty,
      shelfAmt: p.shelfPrice * req.qty,
      orderAmt,
      preorderDcAmt: (p.shelfPrice - p.price) * req.qty,
      cpnDcAmt,
      payAmt: orderAmt - cpnDcAmt,
      cpnIssuNo: coupon?.cpnIssuNo ?? null,
      coupons,
      maxQty,
    },
  };
}

export const quote = async (deps: PreordersDeps, mberNo: string, req: PreorderQuoteRequest) =>
  (await priceReservation(deps, mberNo, req)).quote;
