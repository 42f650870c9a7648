import { count, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../query";
import { luckyDrawEntries, luckyDrawRuns, luckyDraws } from "../schema";

const DAY = 86_400_000;
const HOUR = 3_600_000;

const RULES = [
  "1인 1회만 응모할 수 있으며, 응모 후 수령 매장은 변경할 수 없습니다.",
  "당첨자는 발표 후 결제 기한 안에 결제해야 하며, 기한이 지나면 당첨이 취소되고 예비 당첨자에게 순서대로 기회가 넘어갑니다.",
  "결제한 상품은 주문 내역의 교환권을 보여 주시고 선택한 매장에서 수령해 주세요. 만 19세 미만은 응모할 수 없습니다.",
].join("\n");

/** The most expensive bottle of a brand in the catalogue (the draws use real catalogue items). */
async function bottle(tx: Tx, brand: string, fallback: string) {
  const [row] = await queryRows<{ itemCd: string; saleUprc: number }>(
    tx,
    sql`select item_cd as "itemCd", sale_uprc as "saleUprc" from products
      where item_nm like ${`${brand}%`} and use_yn order by sale_uprc desc, item_cd limit 1`,
  );
  if (row) return row;
  const [other] = await queryRows<{ itemCd: string; saleUprc: number }>(
    tx,
    sql`select item_cd as "itemCd", sale_uprc as "saleUprc" from products where item_cd = ${fallback}`,
  );
  return other ?? null;
}

/**
 * Lucky draws on a first start (issue 22), dates relative to the seeding day: two open (the demo
 * entered one, a paid-members-only draw), one upcoming for Black and up, and two drawn: the demo
 * won one and still has to pay (deadline ahead), and lost the other. The drawn results are fixed
 * demo data (the real draw is random, decision 393).
 */
export async function seedLuckyDrawsIfEmpty(db: Db, demo: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(luckyDraws);
  if ((row?.n ?? 0) > 0) return false;
  const stores = await queryRows<{ tnantCd: string }>(
    db,
    sql`select tnant_cd as "tnantCd" from stores where pickup_yn order by tnant_cd limit 4`,
  );
  const community = await queryRows<{ mberNo: string }>(
    db,
    sql`select mber_no as "mberNo" from members where login_id like 'community%' order by login_id`,
  );
  if (stores.length < 2) return false;
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const tnantCds = stores.map((s) => s.tnantCd);
  await db.transaction(async (tx) => {
    const picks = {
      yamazaki: await bottle(tx, "야마자키", "W0012"),
      hibiki: await bottle(tx, "히비키", "W0012"),
      balvenie: await bottle(tx, "발베니", "W0012"),
      macallan: await bottle(tx, "맥캘란", "W0012"),
      // The brand alone would pick its priciest catalogue bottle, a Carmenère; the draw is the cabernet.
      opus: await bottle(tx, "오퍼스 원 카베르네 소비뇽 2023", "W0012"),
    };
    const draw = (
      luckyDrawCd: string,
      title: string,
      item: { itemCd: string; saleUprc: number } | null,
      o: { start: number; end: number; announce: number; winners: number; reserves: number; drawn?: boolean },
      extra: Partial<typeof luckyDraws.$inferInsert> = {},
    ) =>
      item
        ? tx.insert(luckyDraws).values({
            luckyDrawCd,
            title,
            itemCd: item.itemCd,
            drawPrice: item.saleUprc,
            winnerCnt: o.winners,
            reserveCnt: o.reserves,
            entryStartAt: at(o.start),
            entryEndAt: at(o.end),
            announceAt: at(o.announce),
            payDays: 2,
            rules: RULES,
            tnantCds,
            drawnAt: o.drawn ? at(o.announce) : null,
            createdAt: at(o.start - DAY),
            ...extra,
          })
        : Promise.resolve();
    await draw("LD-YAMAZAKI", "야마자키 한정 럭키드로우", picks.yamazaki, {
      start: -DAY,
      end: 3 * DAY,
      announce: 4 * DAY,
      winners: 3,
      reserves: 3,
    });
    await draw(
      "LD-HIBIKI",
      "유료 멤버십 전용 히비키 드로우",
      picks.hibiki,
      { start: -2 * DAY, end: 2 * DAY, announce: 3 * DAY, winners: 2, reserves: 2 },
      { paidOnlyYn: "Y" },
    );
    await draw(
      "LD-BALVENIE",
      "블랙 등급 이상 발베니 드로우",
      picks.balvenie,
      { start: 2 * DAY, end: 5 * DAY, announce: 6 * DAY, winners: 2, reserves: 1 },
      { minGradRegNo: "G03" },
    );
    await draw("LD-MACALLAN", "맥캘란 셰리 오크 럭키드로우", picks.macallan, {
      start: -6 * DAY,
      end: -2 * DAY,
      announce: -DAY + HOUR,
      winners: 1,
      reserves: 2,
      drawn: true,
    });
    await draw("LD-OPUSONE", "오퍼스 원 와인 럭키드로우", picks.opus, {
      start: -9 * DAY,
      end: -5 * DAY,
      announce: -4 * DAY,
      winners: 1,
      reserves: 1,
      drawn: true,
    });
    const enter = (cd: string, mberNo: string, i: number, r: Partial<typeof luckyDrawEntries.$inferInsert> = {}) =>
      tx
        .insert(luckyDrawEntries)
        .values({
          luckyDrawCd: cd,
          mberNo,
          tnantCd: tnantCds[i % tnantCds.length]!,
          appliedAt: at(-DAY - i * HOUR),
          ...r,
        })
        .returning({ entryNo: luckyDrawEntries.entryNo });
    if (picks.hibiki) {
      await enter("LD-HIBIKI", demo, 0);
      for (const [i, m] of community.slice(0, 4).entries()) await enter("LD-HIBIKI", m.mberNo, i + 1);
    }
    if (picks.yamazaki) for (const [i, m] of community.slice(4, 10).entries()) await enter("LD-YAMAZAKI", m.mberNo, i);
    // Drawn: the demo won the Macallan (to pay by tomorrow) and lost the Opus One.
    if (picks.macallan) {
      const deadline = at(DAY + HOUR);
      const lines = [
        { mberNo: demo, result: "WINNER" as const, payDeadlineAt: deadline },
        ...community.slice(0, 7).map((m, i) => ({
          mberNo: m.mberNo,
          result: i < 2 ? ("RESERVE" as const) : ("LOST" as const),
          reserveNo: i < 2 ? i + 1 : null,
        })),
      ];
      await record(tx, "LD-MACALLAN", lines, enter, at(-DAY + HOUR));
    }
    if (picks.opus) {
      const lines = [
        ...community.slice(2, 3).map((m) => ({
          mberNo: m.mberNo,
          result: "WINNER" as const,
          payDeadlineAt: at(-2 * DAY),
          paidAt: at(-3 * DAY),
        })),
        ...community.slice(3, 4).map((m) => ({ mberNo: m.mberNo, result: "RESERVE" as const, reserveNo: 1 })),
        { mberNo: demo, result: "LOST" as const },
        ...community.slice(5, 9).map((m) => ({ mberNo: m.mberNo, result: "LOST" as const })),
      ];
      await record(tx, "LD-OPUSONE", lines, enter, at(-4 * DAY));
    }
  });
  return true;
}

type Line = {
  mberNo: string;
  result: "WINNER" | "RESERVE" | "LOST";
  reserveNo?: number | null;
  payDeadlineAt?: Date;
  paidAt?: Date;
};

/** Entries of a drawn draw in their drawn order, and the draw's run record. */
async function record(
  tx: Tx,
  luckyDrawCd: string,
  lines: Line[],
  enter: (
    cd: string,
    mberNo: string,
    i: number,
    r: Partial<typeof luckyDrawEntries.$inferInsert>,
  ) => Promise<{ entryNo: number }[]>,
  ranAt: Date,
) {
  const result = [];
  for (const [i, l] of lines.entries()) {
    const [row] = await enter(luckyDrawCd, l.mberNo, i, {
      result: l.result,
      drawRank: i + 1,
      reserveNo: l.reserveNo ?? null,
      payDeadlineAt: l.payDeadlineAt ?? null,
      paidAt: l.paidAt ?? null,
    });
    result.push({ entryNo: row!.entryNo, rank: i + 1, role: l.result });
  }
  await tx.insert(luckyDrawRuns).values({
    luckyDrawCd,
    ranAt,
    entryCnt: lines.length,
    winnerCnt: lines.filter((l) => l.result === "WINNER").length,
    reserveCnt: lines.filter((l) => l.result === "RESERVE").length,
    result,
  });
}
