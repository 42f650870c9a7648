import { WINE_KEEP_RULES, type WineKeepDetail, type WineKeepStatus, type WineKeepSummary } from "@cellar/contracts";
import { addDays } from "../../app/seoul-date";
import type { KeepLineRow, KeepRow } from "./wine-keep.repository";

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * A keep's status on a Seoul date (decision 408): collected when nothing remains; kept until the
 * collect-by date; expired for the grace days after it (the store calls, bottles still collectable);
 * closed after that.
 */
export function keepStatus(collectBy: string, remainQty: number, today: string): WineKeepStatus {
  if (remainQty === 0) return "COLLECTED";
  if (today <= collectBy) return "KEEPING";
  if (today <= addDays(collectBy, WINE_KEEP_RULES.graceDays)) return "EXPIRED";
  return "CLOSED";
}

export function keepSummary(keep: KeepRow, lines: KeepLineRow[], today: string): WineKeepSummary {
  const own = lines.filter((l) => l.keepNo === keep.keepNo);
  const keptQty = own.reduce((n, l) => n + l.keptQty, 0);
  const remainQty = own.reduce((n, l) => n + l.keptQty - l.collectedQty, 0);
  const status = keepStatus(keep.collectBy, remainQty, today);
  return {
    keepNo: keep.keepNo,
    orderNo: keep.orderNo,
    tnantCd: keep.tnantCd,
    tnantNm: keep.tnantNm,
    status,
    keptOn: keep.keptOn,
    collectBy: keep.collectBy,
    keepDays: keep.keepDays,
    daysLeft: daysBetween(today, keep.collectBy),
    closesOn: addDays(keep.collectBy, WINE_KEEP_RULES.graceDays),
    extended: keep.extendedAt !== null,
    canExtend: keep.extendedAt === null && status === "KEEPING",
    keptQty,
    remainQty,
    lines: own.map((l) => ({
      lineNo: l.lineNo,
      itemCd: l.itemCd,
      itemNm: l.itemNm,
      keptQty: l.keptQty,
      collectedQty: l.collectedQty,
      remainQty: l.keptQty - l.collectedQty,
    })),
  };
}

export function keepDetail(
  keep: KeepRow,
  lines: KeepLineRow[],
  handOvers: { seq: number; lineNo: number; qty: number; handedBy: string; at: Date }[],
  today: string,
): WineKeepDetail {
  const summary = keepSummary(keep, lines, today);
  const names = new Map(summary.lines.map((l) => [l.lineNo, l.itemNm]));
  return {
    ...summary,
    barcode: keep.barcode,
    handOvers: handOvers.map((h) => ({
      seq: h.seq,
      lineNo: h.lineNo,
      itemNm: names.get(h.lineNo) ?? "",
      qty: h.qty,
      handedBy: h.handedBy,
      at: h.at.toISOString(),
    })),
  };
}
