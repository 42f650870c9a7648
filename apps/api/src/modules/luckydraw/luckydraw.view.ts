import type { LuckyDrawSummary, LuckyEntry } from "@cellar/contracts";
import type { Queryable } from "../../app/query";
import { productCards } from "../products";
import type { DrawRow, EntryRow } from "./luckydraw.repository";
import * as repo from "./luckydraw.repository";
import { drawState, payStateOf } from "./luckydraw.rules";

export function toEntry(e: EntryRow, storeName: string): LuckyEntry {
  return {
    entryNo: e.entryNo,
    luckyDrawCd: e.luckyDrawCd,
    tnantCd: e.tnantCd,
    tnantNm: storeName,
    appliedAt: e.appliedAt.toISOString(),
    result: e.result as LuckyEntry["result"],
    reserveNo: e.result === "RESERVE" ? e.reserveNo : null,
    payState: payStateOf(e.result as LuckyEntry["result"], e.paidAt),
    payDeadlineAt:
      e.payDeadlineAt && (e.result === "WINNER" || e.result === "LAPSED") ? e.payDeadlineAt.toISOString() : null,
    orderNo: e.paidAt ? e.orderNo : null,
    paidAt: e.paidAt?.toISOString() ?? null,
  };
}

/**
 * Draws as the list, the history and the detail show them: the bottle from the catalogue, the
 * number of entries, the member's own entry.
 */
export async function summaries(
  db: Queryable,
  draws: DrawRow[],
  mberNo: string | null,
  now: Date,
  entries?: EntryRow[],
): Promise<LuckyDrawSummary[]> {
  if (!draws.length) return [];
  const cds = draws.map((d) => d.luckyDrawCd);
  const [cards, counts, mine] = await Promise.all([
    productCards(db, [...new Set(draws.map((d) => d.itemCd))], mberNo, now),
    repo.entryCounts(db, cds),
    entries ?? (mberNo ? repo.memberEntries(db, mberNo) : Promise.resolve([])),
  ]);
  const storeCds = [...new Set(mine.map((e) => e.tnantCd))];
  const names = new Map((await repo.storesOf(db, storeCds)).map((s) => [s.tnantCd, s.name]));
  const grades = new Map<string, string>();
  for (const g of new Set(draws.map((d) => d.minGradRegNo).filter((g): g is string => !!g))) {
    grades.set(g, (await repo.findGrade(db, g))?.name ?? g);
  }
  return draws.map((d) => {
    const card = cards.find((c) => c.itemCd === d.itemCd);
    const entry = mine.find((e) => e.luckyDrawCd === d.luckyDrawCd);
    return {
      luckyDrawCd: d.luckyDrawCd,
      title: d.title,
      bottle: {
        itemCd: d.itemCd,
        itemNm: card?.itemNm ?? d.title,
        itemEngNm: card?.itemEngNm ?? "",
        imageUrl: card?.imageUrl ?? "",
        volumeMl: card?.volumeMl ?? 0,
        saleUprc: card?.saleUprc ?? 0,
      },
      drawPrice: d.drawPrice,
      winnerCnt: d.winnerCnt,
      reserveCnt: d.reserveCnt,
      entryStartAt: d.entryStartAt.toISOString(),
      entryEndAt: d.entryEndAt.toISOString(),
      announceAt: d.announceAt.toISOString(),
      state: drawState(d, now),
      paidOnlyYn: d.paidOnlyYn === "Y" ? "Y" : "N",
      minGradNm: d.minGradRegNo ? (grades.get(d.minGradRegNo) ?? null) : null,
      entryCnt: counts.get(d.luckyDrawCd) ?? 0,
      myEntry: entry ? toEntry(entry, names.get(entry.tnantCd) ?? entry.tnantCd) : null,
    };
  });
}
