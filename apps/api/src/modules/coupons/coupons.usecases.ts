import { randomBytes, randomInt } from "node:crypto";
import type {
  Coupon,
  CouponDetail,
  CouponListQuery,
  CouponPage,
  CouponPageQuery,
  CouponUseSe,
  DiscountType,
} from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { isPaidMember } from "../paid-membership";
import type * as CouponsRepository from "./coupons.repository";

/** What the use-cases work with: the database, the clock and the module's repository (routes build it). */
export type CouponsDeps = { db: Db; clock: () => Date; repo: typeof CouponsRepository };
/** What a use-case that runs in a caller's transaction needs besides that transaction. */
export type CouponsTxDeps = Pick<CouponsDeps, "repo">;

/** A store's merchant number in coupon restrictions: "10" + the digits of its tnantCd, 10 digits. */
export const merchantNoOf = (tnantCd: string) => `10${tnantCd.replace(/\D/g, "").padStart(8, "0")}`;

function toCoupon(r: CouponsRepository.CouponRow): Coupon {
  return {
    cpnIssuNo: r.cpnIssuNo,
    couponName: r.couponName,
    discountValue: r.discountValue,
    discountType: r.discountType as DiscountType,
    couponBenefit: r.benefits,
    couponUseSe: r.couponUseSe as CouponUseSe,
    validStartDate: r.validStartDate,
    validEndDate: r.validEndDate,
    couponPublishNo: r.couponPublishNo,
    clssfcOfCponApplc: r.clssfcOfCponApplc,
    status: r.status,
    usedAt: r.usedAt === null ? null : new Date(r.usedAt).toISOString(),
  };
}

async function filterFor(
  deps: CouponsDeps,
  mberNo: string,
  q: CouponListQuery,
): Promise<CouponsRepository.CouponFilter> {
  const now = deps.clock();
  return {
    mberNo,
    today: seoulDate(now),
    searchType: q.searchType,
    paid: await isPaidMember(deps.db, mberNo, now),
    ...(q.tnantCd ? { tnantMerchantNo: merchantNoOf(q.tnantCd) } : {}),
  };
}

export async function listCoupons(deps: CouponsDeps, mberNo: string, q: CouponListQuery): Promise<Coupon[]> {
  const rows = await deps.repo.listCoupons(deps.db, await filterFor(deps, mberNo, q), {
    column: q.orderColId,
    direction: q.orderType,
  });
  return rows.map(toCoupon);
}

export async function pageCoupons(deps: CouponsDeps, mberNo: string, q: CouponPageQuery): Promise<CouponPage> {
  const filter = await filterFor(deps, mberNo, q);
  const totalRows = await deps.repo.countCoupons(deps.db, filter);
  const rows = await deps.repo.listCoupons(
    deps.db,
    filter,
    { column: q.orderColId, direction: q.orderType },
    { limit: q.size, offset: (q.pageNo - 1) * q.size },
  );
  return { pageNo: q.pageNo, size: q.size, totalRows, list: rows.map(toCoupon) };
}

export async function couponDetail(deps: CouponsDeps, mberNo: string, cpnIssuNo: string): Promise<CouponDetail> {
  const now = deps.clock();
  const [row] = await deps.repo.listCoupons(
    deps.db,
    { mberNo, today: seoulDate(now), paid: await isPaidMember(deps.db, mberNo, now), cpnIssuNo },
    { column: "deadline", direction: "ASC" },
  );
  // A hidden paid-only coupon answers exactly like a missing one.
  if (!row) throw new AppError("notFound");
  const coupon = toCoupon(row);
  const stores = new Map<string, { merchantNo: string; merchantName: string }>();
  const goods = new Set<string>();
  for (const b of coupon.couponBenefit) {
    for (const m of b.useRestrictedPolicies.availableMerchant) stores.set(`${m.merchantNo}|${m.merchantName}`, m);
    for (const g of b.useRestrictedPolicies.goods) goods.add(g.goodsName);
  }
  return { ...coupon, usableStores: [...stores.values()], usableGoods: [...goods] };
}

/**
 * Uses a coupon for an order (the checkout issue calls it inside its order transaction). Paid-only
 * classes count as missing for a member who is not paid. Answers notFound when the coupon is not
 * usable: someone else's, already used, withdrawn, expired or not yet valid.
 */
export async function useCoupon(
  deps: CouponsTxDeps,
  db: Queryable,
  input: { mberNo: string; cpnIssuNo: string; orderNo: string; now: Date },
): Promise<void> {
  const today = seoulDate(input.now);
  const paid = await isPaidMember(db, input.mberNo, input.now);
  const [row] = await deps.repo.listCoupons(
    db,
    { mberNo: input.mberNo, today, paid, cpnIssuNo: input.cpnIssuNo, searchType: "AVAILABLE" },
    { column: "deadline", direction: "ASC" },
  );
  if (!row || !(await deps.repo.markUsed(db, { ...input, today }))) throw new AppError("notFound");
}

/** Puts a coupon into a member's box; offline and all-channel coupons get a 16-digit barcode number. */
export async function publishCoupon(
  deps: CouponsTxDeps,
  db: Queryable,
  input: { mberNo: string; cpnCd: string; couponUseSe: CouponUseSe; today: string; validDays: number },
): Promise<string> {
  const cpnIssuNo = `CI${randomBytes(8).toString("hex").toUpperCase()}`;
  await deps.repo.insertPublication(db, {
    cpnIssuNo,
    mberNo: input.mberNo,
    cpnCd: input.cpnCd,
    couponPublishNo: input.couponUseSe === "온라인" ? null : couponPublishNumber(),
    validStartDate: input.today,
    validEndDate: addDays(input.today, input.validDays - 1),
  });
  return cpnIssuNo;
}

const couponPublishNumber = () => `77${Array.from({ length: 14 }, () => randomInt(10)).join("")}`;
