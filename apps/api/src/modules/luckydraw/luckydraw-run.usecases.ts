import type { LuckyDrawRun } from "@cellar/contracts";
import { abandonPayment } from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { createAlarm, type NewAlarm, pushToMember } from "../alarms";
import type { LuckyDrawDeps } from "./luckydraw.deps";
import { cryptoShuffle, deadlineFrom, rolesOf } from "./luckydraw.rules";
import type { DrawRecordLine } from "./luckydraw.table";
import { alarmTexts } from "./luckydraw.texts";

/** Alarms commit with the result they announce; the pushes go out after the commit (decision 391). */
async function alarm(tx: Queryable, list: NewAlarm[], a: NewAlarm, now: Date) {
  await createAlarm(tx, a, now);
  list.push(a);
}

async function pushAll(deps: LuckyDrawDeps, list: NewAlarm[]) {
  for (const a of list) await pushToMember(deps.db, deps.push, a);
}

/**
 * Runs a draw once (decision 392): the conditional update of `drawn_at` lets exactly one run in,
 * however many start at once. The valid entries are put in a uniformly random order (CSPRNG
 * Fisher–Yates); the first N win, the next R are reserves in that order, the rest lose. The record
 * (time, number of entries, each entry's rank and role) is kept. `early`: the store draws now,
 * closing the entry window at this moment.
 */
export async function runDraw(deps: LuckyDrawDeps, luckyDrawCd: string, early = false): Promise<LuckyDrawRun> {
  const now = deps.clock();
  const sent: NewAlarm[] = [];
  const ran = await deps.db.transaction(async (tx) => {
    const draw = await deps.repo.findDraw(tx, luckyDrawCd, "update");
    if (!draw) throw new AppError("luckyDrawNotFound");
    if (draw.drawnAt) return null;
    if (draw.announceAt > now) {
      if (!early) throw new AppError("luckyNotAnnounced");
      if (draw.entryStartAt >= now) throw new AppError("luckyEntryNotOpen");
      await deps.repo.closeEntriesNow(tx, luckyDrawCd, now);
    }
    const claimed = await deps.repo.claimDraw(tx, luckyDrawCd, now);
    if (!claimed) return null;
    const entries = cryptoShuffle(await deps.repo.appliedEntries(tx, luckyDrawCd));
    const roles = rolesOf(entries.length, claimed.winnerCnt, claimed.reserveCnt);
    const deadline = deadlineFrom(now, claimed.payDays);
    const record: DrawRecordLine[] = [];
    const texts = alarmTexts(claimed.title, claimed.luckyDrawCd);
    for (const [i, e] of entries.entries()) {
      const role = roles[i]!;
      const reserveNo = role === "RESERVE" ? i - claimed.winnerCnt + 1 : null;
      await deps.repo.updateEntry(tx, e.entryNo, {
        result: role,
        drawRank: i + 1,
        reserveNo,
        payDeadlineAt: role === "WINNER" ? deadline : null,
      });
      record.push({ entryNo: e.entryNo, rank: i + 1, role });
      const text =
        role === "WINNER" ? texts.won(deadline) : role === "RESERVE" ? texts.reserve(reserveNo!) : texts.lost();
      await alarm(tx, sent, { mberNo: e.mberNo, ...text }, now);
    }
    const run = {
      luckyDrawCd,
      ranAt: now,
      entryCnt: entries.length,
      winnerCnt: roles.filter((r) => r === "WINNER").length,
      reserveCnt: roles.filter((r) => r === "RESERVE").length,
      result: record,
    };
    await deps.repo.insertRun(tx, run);
    return run;
  });
  if (ran) {
    await pushAll(deps, sent);
    return { ...ran, ran: true, drawnAt: ran.ranAt.toISOString() };
  }
  const record = await deps.repo.findRun(deps.db, luckyDrawCd);
  return {
    luckyDrawCd,
    ran: false,
    drawnAt: record?.ranAt.toISOString() ?? null,
    entryCnt: record?.entryCnt ?? 0,
    winnerCnt: record?.winnerCnt ?? 0,
    reserveCnt: record?.reserveCnt ?? 0,
  };
}

/**
 * Lapses one winner whose deadline passed unpaid and offers the win to the next reserve with a
 * new deadline (decision 394); under the entry's row lock, so a payment confirmed meanwhile wins.
 */
async function lapseOne(deps: LuckyDrawDeps, entryNo: number) {
  const now = deps.clock();
  const sent: NewAlarm[] = [];
  const openPay = await deps.db.transaction(async (tx) => {
    const e = await deps.repo.lockEntry(tx, entryNo);
    if (e?.result !== "WINNER" || e.paidAt || !e.payDeadlineAt || e.payDeadlineAt >= now) return null;
    const draw = (await deps.repo.findDraw(tx, e.luckyDrawCd))!;
    const texts = alarmTexts(draw.title, draw.luckyDrawCd);
    await deps.repo.updateEntry(tx, e.entryNo, { result: "LAPSED" });
    await alarm(tx, sent, { mberNo: e.mberNo, ...texts.lapsed() }, now);
    const next = await deps.repo.nextReserve(tx, e.luckyDrawCd);
    if (next) {
      const deadline = deadlineFrom(now, draw.payDays);
      await deps.repo.updateEntry(tx, next.entryNo, { result: "WINNER", payDeadlineAt: deadline });
      await alarm(tx, sent, { mberNo: next.mberNo, ...texts.offered(deadline) }, now);
    }
    return { payNo: e.payNo };
  });
  if (openPay?.payNo) await abandonPayment(deps.payments, openPay.payNo);
  await pushAll(deps, sent);
  return openPay !== null;
}

/** Lapses every overdue win (the scheduler's job); answers how many lapsed. */
export async function expireUnpaidWins(deps: LuckyDrawDeps): Promise<number> {
  let lapsed = 0;
  for (const { entryNo } of await deps.repo.overdueWinners(deps.db, deps.clock())) {
    if (await lapseOne(deps, entryNo)) lapsed += 1;
  }
  return lapsed;
}

/** Runs every draw whose announcement time has come (the scheduler's job). */
export async function runDueDraws(deps: LuckyDrawDeps): Promise<LuckyDrawRun[]> {
  const runs: LuckyDrawRun[] = [];
  for (const cd of await deps.repo.dueDrawCds(deps.db, deps.clock())) runs.push(await runDraw(deps, cd));
  return runs.filter((r) => r.ran);
}
