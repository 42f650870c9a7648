import { randomInt } from "node:crypto";
import type {
  CouponUseSe,
  RouletteEvent,
  RoulettePrize,
  RoulettePrizeKind,
  RouletteSpin,
  RouletteSpinPage,
  RouletteSpinResult,
} from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { publishCoupon } from "../coupons";
import { purchaseAmountSince } from "../orders";
import { creditPrepaid } from "../prepaid";
import { recordInTx } from "../stamps";
import type * as RouletteRepository from "./roulette.repository";
import { choosePrize, type Draw, rouletteStatus, seoulDayStart, spinAllowance } from "./roulette.rules";

export type RouletteDeps = { repo: typeof RouletteRepository; db: Db; clock: Clock; draw?: Draw };
type PrizeRow = RouletteRepository.PrizeRow;

/** The uniform source of the draw: node:crypto unless a test gives its own. */
const cryptoDraw: Draw = (max) => randomInt(max);

export const toPrize = (p: PrizeRow): RoulettePrize => ({
  prizeNo: p.prizeNo,
  slot: p.slot,
  kind: p.kind as RoulettePrizeKind,
  label: p.label,
  amount: p.amount,
  oddsBp: p.oddsBp,
  stockLeft: p.stockLeft,
  stockTotal: p.stockTotal,
});

/** The member's allowance today for an event: spins used, and whether a paid order today earned the bonus. */
async function allowanceOf(deps: RouletteDeps, db: Queryable, eventCd: string, mberNo: string, now: Date) {
  const used = await deps.repo.countSpins(db, eventCd, mberNo, seoulDate(now));
  const purchased = (await purchaseAmountSince(db, mberNo, seoulDayStart(now))) > 0;
  return spinAllowance(now, used, purchased);
}

/** An event with its wheel (the one named, else the current one); the member's spins left today. */
export async function rouletteEvent(
  deps: RouletteDeps,
  eventCd: string | undefined,
  mberNo: string | null,
): Promise<RouletteEvent> {
  const now = deps.clock();
  const event = eventCd ? await deps.repo.findEvent(deps.db, eventCd) : await deps.repo.currentEvent(deps.db, now);
  if (!event) throw new AppError("rouletteNotFound");
  const prizes = await deps.repo.listPrizes(deps.db, event.eventCd);
  return {
    eventCd: event.eventCd,
    title: event.title,
    summary: event.summary,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    status: rouletteStatus(event, now),
    prizes: prizes.map(toPrize),
    allowance: mberNo ? await allowanceOf(deps, deps.db, event.eventCd, mberNo, now) : null,
  };
}

/** Puts the prize in the member's coupon box, stamp card or prepaid ledger; answers a coupon's number. */
async function credit(tx: Queryable, prize: PrizeRow, mberNo: string, title: string, now: Date) {
  const memo = `룰렛 당첨 · ${title}`;
  if (prize.kind === "COUPON") {
    return publishCoupon(tx, {
      mberNo,
      cpnCd: prize.cpnCd!,
      couponUseSe: prize.couponUseSe as CouponUseSe,
      today: seoulDate(now),
      validDays: prize.validDays ?? 30,
    });
  }
  if (prize.kind === "STAMP") {
    await recordInTx(tx, { mberNo, type: "GIFT_RELOAD", quantity: prize.amount!, memo, createdAt: now });
  } else if (prize.kind === "PREPAID") {
    await creditPrepaid(tx, {
      mberNo,
      type: "CHARGE",
      amount: prize.amount!,
      description: memo,
      orderNo: null,
      createdAt: now,
    });
  }
  return null;
}

/**
 * One spin: the server draws a prize by the published odds (node:crypto), takes a unit of its stock
 * (a drawn prize that has run out gives "next time", decision 396), numbers the spin within the
 * member's allowance for the day, and credits the prize, all in one transaction.
 */
export async function spin(deps: RouletteDeps, eventCd: string, mberNo: string): Promise<RouletteSpinResult> {
  const now = deps.clock();
  const event = await deps.repo.findEvent(deps.db, eventCd);
  if (!event) throw new AppError("rouletteNotFound");
  const status = rouletteStatus(event, now);
  if (status === "UPCOMING") throw new AppError("rouletteNotOpen");
  if (status === "CLOSED") throw new AppError("rouletteEnded");
  const before = await allowanceOf(deps, deps.db, eventCd, mberNo, now);
  if (before.left <= 0) throw new AppError("rouletteNoSpinsLeft");
  const prizes = await deps.repo.listPrizes(deps.db, eventCd);
  const fallback = prizes.find((p) => p.kind === "NONE")!;
  const drawn = choosePrize(prizes, deps.draw ?? cryptoDraw);
  const result = await deps.db.transaction(async (tx) => {
    const given = (await deps.repo.takeStock(tx, drawn)) ? drawn : fallback;
    let spinNo: number | null = null;
    for (let dayNo = before.used + 1; dayNo <= before.allowed && spinNo === null; dayNo++) {
      spinNo = await deps.repo.insertSpin(tx, {
        eventCd,
        mberNo,
        spinDay: before.day,
        dayNo,
        prizeNo: given.prizeNo,
        drawnPrizeNo: drawn.prizeNo,
        soldOutFallback: given !== drawn,
        spunAt: now,
      });
    }
    if (spinNo === null) throw new AppError("rouletteNoSpinsLeft");
    const cpnIssuNo = await credit(tx, given, mberNo, event.title, now);
    if (cpnIssuNo) await deps.repo.setSpinCoupon(tx, spinNo, cpnIssuNo);
    return { spinNo, given, cpnIssuNo };
  });
  const spun: RouletteSpin = {
    spinNo: result.spinNo,
    eventCd,
    eventTitle: event.title,
    spunAt: now.toISOString(),
    prize: toSpinPrize(result.given),
    soldOutFallback: result.given !== drawn,
    cpnIssuNo: result.cpnIssuNo,
  };
  return { spin: spun, allowance: await allowanceOf(deps, deps.db, eventCd, mberNo, now) };
}

const toSpinPrize = (p: PrizeRow) => ({
  prizeNo: p.prizeNo,
  slot: p.slot,
  kind: p.kind as RoulettePrizeKind,
  label: p.label,
  amount: p.amount,
});

/** The member's spins, newest first, with what each gave. */
export async function mySpins(
  deps: RouletteDeps,
  mberNo: string,
  page: { pageNo: number; pageSize: number },
): Promise<RouletteSpinPage> {
  const { rows, total } = await deps.repo.pageSpins(deps.db, mberNo, page);
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCnt: total,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    list: rows.map((r) => ({
      spinNo: r.spinNo,
      eventCd: r.eventCd,
      eventTitle: r.eventTitle,
      spunAt: r.spunAt.toISOString(),
      prize: toSpinPrize(r.prize),
      soldOutFallback: r.soldOutFallback,
      cpnIssuNo: r.cpnIssuNo,
    })),
  };
}
