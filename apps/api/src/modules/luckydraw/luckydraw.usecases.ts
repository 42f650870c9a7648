import type { LuckyDrawDetail, LuckyDrawTab, LuckyDrawWrite, LuckyEntry } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { isPaidMember } from "../paid-membership";
import { productCards } from "../products";
import type { LuckyDrawDeps } from "./luckydraw.deps";
import type { DrawRow } from "./luckydraw.repository";
import { drawState, ineligibility, tabOf } from "./luckydraw.rules";
import { summaries, toEntry } from "./luckydraw.view";

const byTab: Record<LuckyDrawTab, (a: DrawRow, b: DrawRow) => number> = {
  // closing soonest first; starting soonest first; announced most recently first
  OPEN: (a, b) => a.entryEndAt.getTime() - b.entryEndAt.getTime(),
  UPCOMING: (a, b) => a.entryStartAt.getTime() - b.entryStartAt.getTime(),
  CLOSED: (a, b) => b.announceAt.getTime() - a.announceAt.getTime(),
};

/** `/luckydraw`: the draws of one tab (open, upcoming, closed and drawn). */
export async function listDraws(deps: LuckyDrawDeps, tab: LuckyDrawTab, mberNo: string | null) {
  const now = deps.clock();
  const draws = (await deps.repo.allDraws(deps.db)).filter((d) => tabOf(drawState(d, now)) === tab).sort(byTab[tab]);
  return { list: await summaries(deps.db, draws, mberNo, now) };
}

/** Why this member may not enter this draw, or null (decision 393). */
async function whyNot(deps: LuckyDrawDeps, db: Queryable, draw: DrawRow, mberNo: string, now: Date) {
  const facts = await deps.repo.memberFacts(db, mberNo);
  if (!facts) throw new AppError("nonMember");
  const minGrade = draw.minGradRegNo ? await deps.repo.findGrade(db, draw.minGradRegNo) : null;
  return ineligibility(
    {
      birthday: facts.birthday,
      gradeStart: facts.gradeStart,
      isPaid: draw.paidOnlyYn === "Y" ? await isPaidMember(db, mberNo, now) : false,
      minGradeStart: minGrade?.start ?? null,
      paidOnly: draw.paidOnlyYn === "Y",
    },
    seoulDate(now),
  );
}

/** `/luckydraw/detail`: a draw with its rules, stores and whether the member may enter. */
export async function drawDetail(
  deps: LuckyDrawDeps,
  luckyDrawCd: string,
  mberNo: string | null,
): Promise<LuckyDrawDetail> {
  const now = deps.clock();
  const draw = await deps.repo.findDraw(deps.db, luckyDrawCd);
  if (!draw) throw new AppError("luckyDrawNotFound");
  const [summary] = await summaries(
    deps.db,
    [draw],
    mberNo,
    now,
    mberNo ? await deps.repo.findEntry(deps.db, luckyDrawCd, mberNo).then((e) => (e ? [e] : [])) : [],
  );
  const reason = mberNo ? await whyNot(deps, deps.db, draw, mberNo, now) : null;
  return {
    ...summary!,
    rules: draw.rules,
    payDays: draw.payDays,
    stores: await deps.repo.storesOf(deps.db, draw.tnantCds),
    eligible: mberNo ? reason === null : null,
    ineligibleReason: reason,
  };
}

/**
 * Enters a member in a draw, picking the store to collect at. One entry per member per draw: the
 * unique index decides between parallel entries; the draw row is share-locked so an entry and the
 * draw's run never overlap (decision 392).
 */
export async function apply(
  deps: LuckyDrawDeps,
  luckyDrawCd: string,
  mberNo: string,
  tnantCd: string,
): Promise<LuckyEntry> {
  const now = deps.clock();
  const entry = await deps.db.transaction(async (tx) => {
    const draw = await deps.repo.findDraw(tx, luckyDrawCd, "share");
    if (!draw) throw new AppError("luckyDrawNotFound");
    const state = drawState(draw, now);
    if (state === "UPCOMING") throw new AppError("luckyEntryNotOpen");
    if (state !== "OPEN") throw new AppError("luckyEntryClosed");
    if (!draw.tnantCds.includes(tnantCd)) throw new AppError("luckyStoreNotInDraw");
    if (await deps.repo.findEntry(tx, luckyDrawCd, mberNo)) throw new AppError("luckyAlreadyEntered");
    if (await whyNot(deps, tx, draw, mberNo, now)) throw new AppError("luckyNotEligible");
    const row = await deps.repo.insertEntry(tx, { luckyDrawCd, mberNo, tnantCd, appliedAt: now });
    if (!row) throw new AppError("luckyAlreadyEntered");
    return row;
  });
  const [store] = await deps.repo.storesOf(deps.db, [tnantCd]);
  return toEntry(entry, store?.name ?? tnantCd);
}

/** `/luckydraw/history`: the draws the member entered, newest entry first, with result and payment. */
export async function history(deps: LuckyDrawDeps, mberNo: string) {
  const now = deps.clock();
  const entries = await deps.repo.memberEntries(deps.db, mberNo);
  const draws = await Promise.all(entries.map((e) => deps.repo.findDraw(deps.db, e.luckyDrawCd)));
  return {
    list: await summaries(
      deps.db,
      draws.filter((d): d is DrawRow => d !== null),
      mberNo,
      now,
      entries,
    ),
  };
}

/** The store side creates a draw (mngr-api): entry window before the announcement, stores that exist. */
export async function createDraw(deps: LuckyDrawDeps, w: LuckyDrawWrite) {
  const [start, end, announce] = [new Date(w.entryStartAt), new Date(w.entryEndAt), new Date(w.announceAt)];
  if (!(start < end && end <= announce)) throw new AppError("luckyDrawInvalid");
  const stores = await deps.repo.storesOf(deps.db, w.tnantCds);
  if (stores.length !== new Set(w.tnantCds).size) throw new AppError("luckyStoreNotInDraw");
  if (w.minGradRegNo && !(await deps.repo.findGrade(deps.db, w.minGradRegNo))) throw new AppError("luckyDrawInvalid");
  if (!(await productCards(deps.db, [w.itemCd], null)).length)
    throw new AppError("luckyDrawInvalid", "상품을 찾을 수 없습니다");
  const row = await deps.repo.insertDraw(deps.db, {
    luckyDrawCd: w.luckyDrawCd,
    title: w.title,
    itemCd: w.itemCd,
    drawPrice: w.drawPrice,
    winnerCnt: w.winnerCnt,
    reserveCnt: w.reserveCnt,
    entryStartAt: start,
    entryEndAt: end,
    announceAt: announce,
    payDays: w.payDays,
    paidOnlyYn: w.paidOnlyYn,
    minGradRegNo: w.minGradRegNo,
    rules: w.rules,
    tnantCds: [...new Set(w.tnantCds)],
    createdAt: deps.clock(),
  });
  if (!row) throw new AppError("luckyDrawCodeExists");
  return drawDetail(deps, row.luckyDrawCd, null);
}
