import { SPECIAL_SALES, type SpecialHome, type SpecialItem, type SpecialSale, thumbnailUrl } from "@cellar/contracts";
import type { PaymentGateway } from "../../adapters/payment/gateway";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { hashCode, hashGuestToken, newGuestId, newGuestToken } from "./guest-token";
import * as repo from "./special-sales.repository";

export type SpecialSalesDeps = { db: Db; clock: Clock; gateway: PaymentGateway };

/** Who calls: a member (their grant), a guest (its token), or nobody. */
export type SpecialCaller = { mberNo: string } | { guestToken: string } | null;

/** The caller's grant and its sale when both are valid now (the sale running), else null. */
export async function currentGrant(deps: SpecialSalesDeps, caller: SpecialCaller) {
  if (!caller) return null;
  const now = deps.clock();
  const grant =
    "mberNo" in caller
      ? await repo.findMemberGrant(deps.db, caller.mberNo, now)
      : await repo.findGuestByToken(deps.db, hashGuestToken(caller.guestToken), now);
  if (!grant) return null;
  const sale = await repo.findSale(deps.db, grant.saleCd);
  if (!sale || sale.endsAt <= now || sale.startsAt > now) return null;
  return { grant, sale };
}

/** The grant, or SPCL0003 (enter the code first). */
export async function requireGrant(deps: SpecialSalesDeps, caller: SpecialCaller) {
  const found = await currentGrant(deps, caller);
  if (!found) throw new AppError("specialNotAuthorized");
  return found;
}

type EnterOutcome =
  | { kind: "ok"; sale: repo.SaleRow; token: string | null }
  | { kind: "invalid" }
  | { kind: "limited" };

/**
 * The invitation code (decision 398): right → a guest session (a member: a grant on their account);
 * wrong → counted per client address, and after SPECIAL_SALES.codeAttempts wrong codes in the
 * window every try answers 429 until the window has passed.
 */
export async function enter(deps: SpecialSalesDeps, caller: SpecialCaller, code: string, clientAddr: string) {
  const now = deps.clock();
  const key = `code:${clientAddr}`;
  const since = new Date(now.getTime() - SPECIAL_SALES.windowMinutes * 60_000);
  const outcome = await deps.db.transaction(async (tx): Promise<EnterOutcome> => {
    await repo.lockKey(tx, key);
    if ((await repo.countAttempts(tx, key, since)) >= SPECIAL_SALES.codeAttempts) return { kind: "limited" };
    const sale = await repo.findSaleByCodeHash(tx, hashCode(code));
    if (!sale) {
      await repo.recordAttempt(tx, key, now);
      return { kind: "invalid" };
    }
    if (sale.endsAt <= now || sale.startsAt > now) return { kind: "ok", sale, token: null };
    if (caller && "mberNo" in caller) {
      await repo.upsertMemberGrant(tx, {
        guestId: newGuestId(),
        saleCd: sale.saleCd,
        mberNo: caller.mberNo,
        createdAt: now,
        expiresAt: sale.endsAt,
      });
      return { kind: "ok", sale, token: null };
    }
    const token = newGuestToken();
    const expiresAt = new Date(Math.min(sale.endsAt.getTime(), now.getTime() + SPECIAL_SALES.guestHours * 3_600_000));
    await repo.insertGuest(tx, {
      guestId: newGuestId(),
      saleCd: sale.saleCd,
      tokenHash: hashGuestToken(token),
      createdAt: now,
      expiresAt,
    });
    return { kind: "ok", sale, token };
  });
  if (outcome.kind === "limited") {
    throw new AppError("specialCodeRateLimited", undefined, {
      "Retry-After": String(SPECIAL_SALES.windowMinutes * 60),
    });
  }
  if (outcome.kind === "invalid") throw new AppError("specialCodeInvalid");
  if (outcome.sale.endsAt <= now || outcome.sale.startsAt > now) throw new AppError("specialSaleClosed");
  return { sale: await saleView(deps, outcome.sale), token: outcome.token };
}

export async function saleView(deps: SpecialSalesDeps, sale: repo.SaleRow): Promise<SpecialSale> {
  return {
    saleCd: sale.saleCd,
    title: sale.title,
    summary: sale.summary,
    eventCode: sale.saleCd,
    eventType: SPECIAL_SALES.eventType,
    startsAt: sale.startsAt.toISOString(),
    endsAt: sale.endsAt.toISOString(),
    stores: await repo.saleStores(deps.db, sale.tnantCds),
  };
}

export function itemView(row: repo.SaleItemRow): SpecialItem {
  return {
    itemCd: row.itemCd,
    itemNm: row.itemNm,
    itemEngNm: row.itemEngNm,
    imageUrl: thumbnailUrl(row.fileId),
    volumeMl: row.volumeMl,
    abv: row.abv,
    normalPrice: row.normalPrice,
    specialPrice: row.specialPrice,
    dcRate: row.normalPrice > 0 ? Math.floor(((row.normalPrice - row.specialPrice) * 100) / row.normalPrice) : 0,
    orderLimit: row.orderLimit,
    stockQty: row.stockQty,
    soldOut: row.stockQty !== null && row.stockQty <= 0,
    adultOnly: row.adultOnly,
  };
}

/** `/specialSales`: the caller's sale and its bottles, or `authorized: false` (no error: the page asks for the code). */
export async function home(deps: SpecialSalesDeps, caller: SpecialCaller): Promise<SpecialHome> {
  const found = await currentGrant(deps, caller);
  if (!found) return { authorized: false, sale: null, items: [] };
  const items = await repo.saleItems(deps.db, found.sale.saleCd);
  return { authorized: true, sale: await saleView(deps, found.sale), items: items.map(itemView) };
}

export async function item(deps: SpecialSalesDeps, caller: SpecialCaller, itemCd: string) {
  const { sale } = await requireGrant(deps, caller);
  const row = await repo.saleItem(deps.db, sale.saleCd, itemCd);
  if (!row) throw new AppError("specialItemUnknown");
  return { ...itemView(row), description: row.description };
}
