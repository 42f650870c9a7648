import {
  COUPON_USE_SE,
  type Coupon,
  type OrderCalculateRequest,
  type OrderCalculation,
  type OrderLines,
} from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { listCartRows } from "../cart";
import { listCoupons } from "../coupons";
import { isPaidMember } from "../paid-membership";
import { type LoadedLine, loadLines, type PriceCoupon, priceOrder } from "../pricing";
import type * as CheckoutRepository from "./checkout.repository";
import type { MemberContext } from "./checkout.repository";

export type CalcDeps = { db: Db; clock: () => Date; repo: typeof CheckoutRepository };

/** The lines an order is about: cart lines (the member's own) or a direct purchase, checked for stock. */
export async function resolveLines(db: Queryable, mberNo: string, req: OrderLines, now: Date): Promise<LoadedLine[]> {
  const reqs = (req.items ?? []).map((i) => ({ ...i, optItemCd: i.optItemCd ?? "" }));
  if (req.cartNos?.length) {
    const wanted = [...new Set(req.cartNos)];
    const rows = await listCartRows(db, mberNo, wanted);
    if (rows.length !== wanted.length) throw new AppError("cartItemNotFound");
    reqs.push(
      ...rows.map((r) => ({ itemCd: r.itemCd, tnantCd: r.tnantCd, itemQty: r.itemQty, optItemCd: r.optItemCd })),
    );
  }
  const { lines, missing } = await loadLines(db, reqs, seoulDate(now));
  if (missing.length) throw new AppError("notFound", "상품 또는 매장을 찾을 수 없습니다");
  for (const l of lines) {
    if (!l.store.pickupYn) throw new AppError("cartStoreInactive", `${l.store.name}: 현재 주문할 수 없는 매장입니다`);
    if (l.itemQty > l.stockQty) throw new AppError("orderStockShort", `${l.itemNm}: 재고가 부족합니다`);
  }
  return lines;
}

/** SPEC §5 cart coupon list: usable at the order's store, offline-only coupons dropped. */
export async function orderCoupons(deps: CalcDeps, mberNo: string, tnantCd: string): Promise<Coupon[]> {
  const list = await listCoupons(deps, mberNo, {
    searchType: "AVAILABLE",
    orderColId: "deadline",
    orderType: "ASC",
    tnantCd,
  });
  return list.filter((c) => c.couponUseSe !== COUPON_USE_SE.offline);
}

export type Calculated = {
  calc: OrderCalculation;
  lines: LoadedLine[];
  ctx: MemberContext;
  paid: boolean;
  coupons: PriceCoupon[];
};

/** Every amount of the order, on the server (SPEC §3 order amount summary). */
export async function calculate(deps: CalcDeps, mberNo: string, req: OrderCalculateRequest): Promise<Calculated> {
  const now = deps.clock();
  const lines = await resolveLines(deps.db, mberNo, req, now);
  const ctx = await deps.repo.findMemberContext(deps.db, mberNo);
  if (!ctx) throw new AppError("nonMember");
  const paid = await isPaidMember(deps.db, mberNo, now);
  const wanted = [...new Set(req.couponCds)];
  let coupons: PriceCoupon[] = [];
  if (wanted.length) {
    const usable = new Map((await orderCoupons(deps, mberNo, lines[0]!.tnantCd)).map((c) => [c.cpnIssuNo, c]));
    coupons = wanted.map((cd) => {
      const c = usable.get(cd);
      if (!c) throw new AppError("couponNotUsable");
      return c;
    });
  }
  const priced = priceOrder({
    lines,
    viewer: { paid, isEmp: ctx.isEmp, empDcYn: req.empDcYn, gradRate: ctx.gradRate },
    coupons,
    stampUseCnt: req.stampUseCnt,
    stampBalance: ctx.stampBalance,
    prepaidUseAmt: req.prepaidUseAmt,
    prepaidBalance: ctx.prepaidBalance,
    orderDeliveryCd: req.orderDeliveryCd,
  });
  return {
    calc: {
      ...priced,
      couponCds: coupons.map((c) => c.cpnIssuNo),
      stampUseCnt: req.stampUseCnt,
      cardAmt: priced.amounts.cardAmt,
      prepaidAmt: priced.amounts.prepaidAmt,
    },
    lines,
    ctx,
    paid,
    coupons,
  };
}
