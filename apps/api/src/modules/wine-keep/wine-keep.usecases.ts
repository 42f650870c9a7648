import { randomBytes, randomInt } from "node:crypto";
import {
  WINE_KEEP_RULES,
  type WineKeepDetail,
  type WineKeepHandOverRequest,
  type WineKeepList,
} from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import * as repo from "./wine-keep.repository";
import { keepDetail, keepSummary } from "./wine-keep.view";

export type WineKeepDeps = { db: Db; clock: Clock };

const ORDER_PAID = "01";

const newKeepNo = (now: Date) =>
  `K${seoulDate(now).replaceAll("-", "")}${randomBytes(4).toString("hex").toUpperCase()}`;
/** 14 random digits (CODE128 packs digits densely); unique in the table. */
const newBarcode = () => `8${Array.from({ length: 13 }, () => randomInt(10)).join("")}`;

/**
 * The order-paid hook (decision 407): an order paid with "keep at the store" (app_keep_yn = 'Y'),
 * picked up at a store that keeps wine, becomes a keep of all its lines at that store, in the
 * paying transaction; collect-by is the store's keep period from the payment's Seoul date
 * (decision 460), kept on the keep. At most one per order.
 */
export async function keepPaidOrder(tx: Queryable, orderNo: string, now: Date): Promise<void> {
  const order = await repo.findOrder(tx, orderNo);
  if (order?.appKeepYn !== "Y" || order.orderStatCd !== ORDER_PAID) return;
  if (!order.tnantCd || !order.wineKeepYn || order.wineKeepDays === null) return;
  const lines = await repo.findOrderLines(tx, orderNo);
  if (lines.length === 0) return;
  const keptOn = seoulDate(now);
  const keepNo = newKeepNo(now);
  const created = await repo.insertKeep(tx, {
    keepNo,
    orderNo,
    mberNo: order.mberNo,
    tnantCd: order.tnantCd,
    barcode: newBarcode(),
    keptOn,
    collectBy: addDays(keptOn, order.wineKeepDays),
    keepDays: order.wineKeepDays,
    createdAt: now,
    updatedAt: now,
  });
  if (!created) return;
  await repo.insertLines(
    tx,
    lines.map((l) => ({ keepNo, lineNo: l.orderItemNo, itemCd: l.itemCd, itemNm: l.itemNm, keptQty: l.itemQty })),
  );
}

export async function myKeeps(deps: WineKeepDeps, mberNo: string): Promise<WineKeepList> {
  const keeps = await repo.memberKeeps(deps.db, mberNo);
  const lines = await repo.linesOf(
    deps.db,
    keeps.map((k) => k.keepNo),
  );
  const today = seoulDate(deps.clock());
  return { keeps: keeps.map((k) => keepSummary(k, lines, today)) };
}

async function detailOf(db: Queryable, keep: repo.KeepRow, now: Date): Promise<WineKeepDetail> {
  const [lines, handOvers] = await Promise.all([repo.linesOf(db, [keep.keepNo]), repo.handOversOf(db, keep.keepNo)]);
  return keepDetail(keep, lines, handOvers, seoulDate(now));
}

/** Another member's keep answers as if it did not exist (404). */
async function ownKeep(db: Queryable, mberNo: string, keepNo: string) {
  const keep = await repo.findKeep(db, keepNo);
  if (!keep || keep.mberNo !== mberNo) throw new AppError("wineKeepNotFound");
  return keep;
}

export async function myKeepDetail(deps: WineKeepDeps, mberNo: string, keepNo: string) {
  return detailOf(deps.db, await ownKeep(deps.db, mberNo, keepNo), deps.clock());
}

/** The member's one extension (+30 days at every store, decision 460), before the collect-by date has passed. */
export async function extendMyKeep(deps: WineKeepDeps, mberNo: string, keepNo: string) {
  const now = deps.clock();
  const today = seoulDate(now);
  const keep = await ownKeep(deps.db, mberNo, keepNo);
  const before = await detailOf(deps.db, keep, now);
  if (before.extended) throw new AppError("wineKeepExtendUsed");
  if (before.status === "COLLECTED") throw new AppError("wineKeepClosed");
  if (before.status !== "KEEPING") throw new AppError("wineKeepExtendLate");
  const done = await repo.extendKeep(deps.db, keepNo, mberNo, today, WINE_KEEP_RULES.extendDays, now);
  if (!done) throw new AppError("wineKeepExtendUsed");
  return myKeepDetail(deps, mberNo, keepNo);
}

/** The store side scans the barcode. */
export async function keepByBarcode(deps: WineKeepDeps, barcode: string) {
  const keep = await repo.findKeepByBarcode(deps.db, barcode);
  if (!keep) throw new AppError("wineKeepNotFound");
  return detailOf(deps.db, keep, deps.clock());
}

/**
 * The store hands over `qty` bottles of one line (partial allowed): the conditional update never
 * lets collected exceed kept, whatever runs at the same time; each hand-over is recorded. A closed
 * keep (30 days past its date) hands nothing over.
 */
export async function handOver(deps: WineKeepDeps, keepNo: string, req: WineKeepHandOverRequest) {
  const now = deps.clock();
  const keep = await repo.findKeep(deps.db, keepNo);
  if (!keep) throw new AppError("wineKeepNotFound");
  const before = await detailOf(deps.db, keep, now);
  const line = before.lines.find((l) => l.lineNo === req.lineNo);
  if (!line) throw new AppError("wineKeepLineNotFound");
  if (before.status === "CLOSED") throw new AppError("wineKeepClosed");
  await deps.db.transaction(async (tx) => {
    if (!(await repo.collect(tx, keepNo, req.lineNo, req.qty))) throw new AppError("wineKeepQtyOver");
    await repo.insertHandOver(tx, { keepNo, lineNo: req.lineNo, qty: req.qty, handedBy: req.handedBy, at: now });
    await repo.touchKeep(tx, keepNo, now);
  });
  return detailOf(deps.db, keep, now);
}
