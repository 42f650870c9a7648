import { count, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../query";
import { preorderArrivals, preorderMemberQty, preorderReservations, preorders } from "../schema";
import { seoulDate } from "../seoul-date";

const DAY = 86_400_000;

/**
 * The catalogue bottle of exactly this name (decision 465): each pre-order names the one bottle it
 * sells, so its title, code and bottle agree. Null when the catalogue has no such bottle (the
 * pre-order is then not seeded; the API test names every seeded bottle).
 */
async function bottle(tx: Tx, itemNm: string) {
  const [row] = await queryRows<{ itemCd: string; saleUprc: number }>(
    tx,
    sql`select item_cd as "itemCd", sale_uprc as "saleUprc" from products
      where item_nm = ${itemNm} and use_yn order by item_cd limit 1`,
  );
  return row ?? null;
}

const TERMS = [
  "결제는 예약 시 전액 결제이며, 입고 예정일 3일 전까지 취소하면 전액 환불됩니다.",
  "입고되면 알림으로 알려 드리고, 입고일부터 14일 안에 선택한 매장에서 교환권을 보여 주시고 수령해 주세요.",
  "기한 안에 찾아가지 않으면 예약은 취소되고 결제 금액은 결제 수단으로 환불됩니다(사용한 쿠폰은 돌려드리지 않아요).",
  "수입 일정에 따라 입고일이 바뀌면 알림으로 안내해 드립니다. 만 19세 이상만 구매할 수 있습니다.",
].join("\n");

/** Below the shelf price by `rate` percent, rounded down to 1,000 won. */
const preorderPrice = (shelf: number, rate: number) =>
  Math.max(1000, Math.floor((shelf * (100 - rate)) / 100_000) * 1000);

/**
 * Pre-orders on a first start (issue 24), dates relative to the seeding day: four open (the 2022
 * Bordeaux en primeur allocation, Opus One's new 2023 vintage and the Lunar New Year gift set
 * taking coupons, a limited Speyside whisky), one sold out, two upcoming (a Speyside and a
 * Japanese whisky), one closed awaiting arrival and one arrived.
 * The demo has two bottles arrived (voucher shown), one paid past the cancel cut-off and one collected.
 */
export async function seedPreordersIfEmpty(db: Db, demo: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(preorders);
  if ((row?.n ?? 0) > 0) return false;
  const stores = await queryRows<{ tnantCd: string }>(
    db,
    sql`select tnant_cd as "tnantCd" from stores where pickup_yn order by tnant_cd limit 3`,
  );
  if (stores.length < 2) return false;
  const tnantCds = stores.map((s) => s.tnantCd);
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const day = (days: number) => seoulDate(new Date(now), days);
  await db.transaction(async (tx) => {
    const add = async (
      preorderCd: string,
      title: string,
      kind: string,
      itemNm: string,
      o: { rate: number; start: number; end: number; arrival: number; limit: number; total: number; sold?: number },
      extra: Partial<typeof preorders.$inferInsert> = {},
    ) => {
      const item = await bottle(tx, itemNm);
      if (!item) return null;
      const price = preorderPrice(item.saleUprc, o.rate);
      await tx.insert(preorders).values({
        preorderCd,
        title,
        kind,
        itemCd: item.itemCd,
        description: TERMS,
        price,
        shelfPrice: Math.max(item.saleUprc, price),
        startAt: at(o.start),
        endAt: at(o.end),
        arrivalDate: day(o.arrival),
        perMemberLimit: o.limit,
        totalQty: o.total,
        soldQty: o.sold ?? 0,
        tnantCds,
        createdAt: at(o.start - 1),
        ...extra,
      });
      return { preorderCd, title, price };
    };
    await add(
      "PO-LATOUR-2022",
      "샤토 라투르 2022 앙프리뫼르 배정분",
      "EN_PRIMEUR",
      "샤토 라투르 리제르바 카베르네 소비뇽 2022",
      {
        rate: 18,
        start: -3,
        end: 11,
        arrival: 60,
        limit: 2,
        total: 30,
      },
    );
    await add(
      "PO-OPUSONE-2023",
      "오퍼스 원 2023 신규 빈티지 예약",
      "NEW_VINTAGE",
      "오퍼스 원 카베르네 소비뇽 2023",
      { rate: 12, start: -2, end: 12, arrival: 30, limit: 3, total: 60 },
      { couponYn: "Y" },
    );
    await add("PO-BALVENIE-21", "발베니 21년 한정 입고 예약", "LIMITED", "발베니 21년", {
      rate: 10,
      start: -1,
      end: 6,
      arrival: 25,
      limit: 1,
      total: 40,
    });
    await add("PO-YAMAZAKI-25", "야마자키 25년 한정 입고", "LIMITED", "야마자키 25년", {
      rate: 8,
      start: -4,
      end: 3,
      arrival: 20,
      limit: 1,
      total: 24,
      sold: 24,
    });
    await add(
      "PO-SEOLLAL-GIFT",
      "설 명절 화요 XP 선물세트 사전 예약",
      "GIFT_SET",
      "화요 XP 선물세트",
      { rate: 20, start: -5, end: 20, arrival: 35, limit: 10, total: 300 },
      { couponYn: "Y" },
    );
    await add("PO-GLENFIDDICH-25", "글렌피딕 25년 한정 예약", "LIMITED", "글렌피딕 25년", {
      rate: 12,
      start: 4,
      end: 11,
      arrival: 30,
      limit: 2,
      total: 50,
    });
    await add("PO-HIBIKI-21", "히비키 21년 신규 입고 예약", "LIMITED", "히비키 21년", {
      rate: 10,
      start: 9,
      end: 16,
      arrival: 35,
      limit: 2,
      total: 36,
    });
    const closed = await add("PO-MACALLAN-18", "맥캘란 18년 한정 예약", "LIMITED", "맥캘란 18년", {
      rate: 9,
      start: -14,
      end: -3,
      arrival: 2,
      limit: 2,
      total: 20,
      sold: 12,
    });
    const arrived = await add("PO-DOMPERIGNON-2013", "돔 페리뇽 2013 빈티지 예약", "NEW_VINTAGE", "돔 페리뇽 2013", {
      rate: 15,
      start: -30,
      end: -16,
      arrival: -5,
      limit: 3,
      total: 48,
      sold: 30,
    });
    if (arrived) {
      for (const tnantCd of tnantCds) {
        await tx.insert(preorderArrivals).values({ preorderCd: arrived.preorderCd, tnantCd, arrivedAt: at(-5) });
      }
    }
    const reserve = (
      reservationNo: string,
      p: { preorderCd: string; price: number },
      qty: number,
      r: Partial<typeof preorderReservations.$inferInsert>,
    ) =>
      tx.insert(preorderReservations).values({
        reservationNo,
        preorderCd: p.preorderCd,
        mberNo: demo,
        tnantCd: tnantCds[0]!,
        qty,
        unitPrice: p.price,
        orderAmt: p.price * qty,
        payAmt: p.price * qty,
        payMethod: "CARD",
        payNo: reservationNo,
        ...r,
        reservedAt: r.reservedAt ?? at(-20),
      });
    /** A reservation number as the server makes them: R + the Seoul day reserved + 10 hex digits. */
    const numberOf = (days: number, n: number) => `R${day(days).replaceAll("-", "")}5EED00000${n}`;
    if (arrived) {
      await reserve(numberOf(-25, 1), arrived, 2, {
        status: "ARRIVED",
        reservedAt: at(-25),
        paidAt: at(-25),
        arrivedAt: at(-5),
        collectBy: day(9),
        voucherNo: "8820240000000001",
      });
      await reserve(numberOf(-28, 2), arrived, 1, {
        status: "COLLECTED",
        tnantCd: tnantCds[1]!,
        reservedAt: at(-28),
        paidAt: at(-28),
        arrivedAt: at(-5),
        collectBy: day(9),
        collectedAt: at(-4),
        handedBy: "매장 직원",
      });
      await tx.insert(preorderMemberQty).values({ preorderCd: arrived.preorderCd, mberNo: demo, qty: 3 });
    }
    if (closed) {
      await reserve(numberOf(-10, 3), closed, 1, { status: "PAID", reservedAt: at(-10), paidAt: at(-10) });
      await tx.insert(preorderMemberQty).values({ preorderCd: closed.preorderCd, mberNo: demo, qty: 1 });
    }
  });
  return true;
}
