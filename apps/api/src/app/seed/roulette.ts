import { count } from "drizzle-orm";
import type { Db, Tx } from "../query";
import { couponDefinitions, rouletteEvents, roulettePrizes, rouletteSpins } from "../schema";
import { seoulDate } from "../seoul-date";

const DAY = 86_400_000;

/** The roulette's own coupons (issued only by a spin). */
const ROULETTE_COUPONS = [
  {
    cpnCd: "CPN-ROULETTE-5000",
    couponName: "룰렛 당첨 5,000원 할인",
    discountType: "FLAT_RATE",
    discountValue: 5000,
    couponUseSe: "전체",
    clssfcOfCponApplc: "10",
  },
  {
    cpnCd: "CPN-ROULETTE-10P",
    couponName: "룰렛 당첨 와인 10% 할인",
    discountType: "FIXED_RATE",
    discountValue: 10,
    couponUseSe: "온라인",
    clssfcOfCponApplc: "10",
  },
] as const;

type Prize = Omit<typeof roulettePrizes.$inferInsert, "eventCd" | "slot" | "stockLeft">;
const coupon = (i: 0 | 1, oddsBp: number, stock: number): Prize => ({
  kind: "COUPON",
  label: ROULETTE_COUPONS[i].couponName,
  cpnCd: ROULETTE_COUPONS[i].cpnCd,
  couponUseSe: ROULETTE_COUPONS[i].couponUseSe,
  validDays: 14,
  oddsBp,
  stockTotal: stock,
});
const stamps = (n: number, oddsBp: number, stock: number | null): Prize => ({
  kind: "STAMP",
  label: `스탬프 ${n}개`,
  amount: n,
  oddsBp,
  stockTotal: stock,
});
const prepaid = (won: number, oddsBp: number, stock: number): Prize => ({
  kind: "PREPAID",
  label: `선불금 ${won.toLocaleString("ko-KR")}원`,
  amount: won,
  oddsBp,
  stockTotal: stock,
});
const none = (oddsBp: number): Prize => ({ kind: "NONE", label: "다음 기회에", oddsBp, stockTotal: null });

async function addEvent(tx: Tx, event: typeof rouletteEvents.$inferInsert, prizes: Prize[], taken: number[] = []) {
  await tx.insert(rouletteEvents).values(event);
  return tx
    .insert(roulettePrizes)
    .values(
      prizes.map((p, slot) => ({
        ...p,
        eventCd: event.eventCd,
        slot,
        stockLeft: p.stockTotal == null ? null : p.stockTotal - (taken[slot] ?? 0),
      })),
    )
    .returning({ prizeNo: roulettePrizes.prizeNo, kind: roulettePrizes.kind });
}

/**
 * The year-end roulette running now (7 segments: two coupons, stamps, prepaid won and "next time"),
 * an autumn one that has ended, and the demo member's spins that gave "next time" (decision 397).
 */
export async function seedRouletteIfEmpty(db: Db, demoMberNo: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(rouletteEvents);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(couponDefinitions)
      .values(ROULETTE_COUPONS.map((c) => ({ ...c })))
      .onConflictDoNothing();
    const running = await addEvent(
      tx,
      {
        eventCd: "ROULETTE-YEAREND",
        title: "연말 행운의 룰렛",
        summary: "하루 한 번 돌리고, 그날 구매하면 한 번 더! 쿠폰·스탬프·선불금이 기다리고 있어요.",
        startAt: new Date(now.getTime() - 7 * DAY),
        endAt: new Date(now.getTime() + 30 * DAY),
      },
      [
        coupon(0, 1000, 300),
        stamps(1, 2500, null),
        prepaid(1000, 800, 200),
        coupon(1, 1200, 300),
        stamps(3, 500, 100),
        prepaid(5000, 100, 20),
        none(3900),
      ],
      [41, 0, 27, 38, 12, 3],
    );
    const ended = await addEvent(
      tx,
      {
        eventCd: "ROULETTE-AUTUMN",
        title: "가을 와인 페스타 룰렛",
        summary: "가을 와인 페스타 기간에 진행한 룰렛 이벤트입니다.",
        startAt: new Date(now.getTime() - 60 * DAY),
        endAt: new Date(now.getTime() - 30 * DAY),
      },
      [
        coupon(0, 1500, 100),
        stamps(1, 3000, null),
        prepaid(1000, 1000, 100),
        stamps(2, 1000, 50),
        coupon(1, 500, 50),
        none(3000),
      ],
      [100, 0, 64, 50, 31],
    );
    const noneOf = (prizes: { prizeNo: number; kind: string }[]) => prizes.find((p) => p.kind === "NONE")!.prizeNo;
    const spins = [
      { eventCd: "ROULETTE-YEAREND", prizeNo: noneOf(running), at: new Date(now.getTime() - DAY) },
      { eventCd: "ROULETTE-AUTUMN", prizeNo: noneOf(ended), at: new Date(now.getTime() - 40 * DAY) },
    ];
    await tx.insert(rouletteSpins).values(
      spins.map((s) => ({
        eventCd: s.eventCd,
        mberNo: demoMberNo,
        spinDay: seoulDate(s.at),
        dayNo: 1,
        prizeNo: s.prizeNo,
        drawnPrizeNo: s.prizeNo,
        spunAt: s.at,
      })),
    );
  });
  return true;
}
