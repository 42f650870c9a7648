import type { LuckyDrawDetail, LuckyDrawWrite } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { createSandboxGateway } from "../../adapters/payment/sandbox/sandbox.gateway";
import { createSandboxPush } from "../../adapters/push/push";
import { queryRows } from "../../app/query";
import type { TestServer } from "../../test/harness";
import { luckyDrawDeps } from "./luckydraw.routes";
import { fulfilLuckyDraw } from "./luckydraw-pay.usecases";

export const USER = "/user-api/v1.0.0/api/luckydraw";
export const MNGR = "/mngr-api/v1.0.0/api/luckydraw";
export const CONFIRM = "/commerce-api/v1.0.0/api/payments/confirm";
export const LUCKY_KEY = "lucky-draw-store-key";
export const store = { "x-mngr-key": LUCKY_KEY };
/** Macallan 12 (the catalogue's fixed item) and two stores that take pick-ups. */
export const BOTTLE = "W0012";

let seq = 0;
const HOUR = 3_600_000;

/** Creates a draw through the store side; times in hours from the server's clock. */
export async function newDraw(
  t: TestServer,
  o: Partial<LuckyDrawWrite> & { startH?: number; endH?: number; announceH?: number } = {},
): Promise<LuckyDrawDetail> {
  const now = t.now().getTime();
  const at = (h: number) => new Date(now + h * HOUR).toISOString();
  const [stores] = [
    await queryRows<{ tnantCd: string }>(
      t.database.db,
      sql`select tnant_cd as "tnantCd" from stores where pickup_yn order by tnant_cd limit 2`,
    ),
  ];
  const body: LuckyDrawWrite = {
    luckyDrawCd: `T-${Date.now().toString(36).toUpperCase()}-${++seq}`,
    title: "테스트 럭키드로우",
    itemCd: BOTTLE,
    drawPrice: 99_000,
    winnerCnt: 1,
    reserveCnt: 0,
    entryStartAt: at(o.startH ?? -1),
    entryEndAt: at(o.endH ?? 1),
    announceAt: at(o.announceH ?? 2),
    payDays: 2,
    paidOnlyYn: "N",
    minGradRegNo: null,
    rules: "1인 1회 응모",
    tnantCds: stores!.map((s) => s.tnantCd),
    ...o,
  };
  const res = await t.call(MNGR, { method: "POST", headers: store, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as LuckyDrawDetail;
}

/**
 * Members made for a test (the demo's password; login id: the member number in lower case),
 * answering their member numbers; `birthday` (YYYYMMDD) when the test needs an age.
 */
export async function addMembers(t: TestServer, n: number, grade = "G01", birthday: string | null = null) {
  const ids = Array.from({ length: n }, (_, i) => `LD${Date.now().toString(36)}${++seq}${i}`.toUpperCase());
  for (const id of ids) {
    await t.database.db.execute(sql`insert into members (mber_no, login_id, password_hash, kor_mber_nm, grad_reg_no,
        first_scrb_de, ctmmny_no, birthday)
      select ${id}, ${id.toLowerCase()}, password_hash, '응모자', ${grade}, '2024-01-01', '1000', ${birthday}
      from members where login_id = 'demo'`);
  }
  return ids;
}

/** Entries put straight in the table (many entrants without a login each). */
export async function addEntries(t: TestServer, luckyDrawCd: string, mberNos: string[], tnantCd: string) {
  for (const m of mberNos) {
    await t.database.db.execute(sql`insert into lucky_draw_entries (lucky_draw_cd, mber_no, tnant_cd, applied_at)
      values (${luckyDrawCd}, ${m}, ${tnantCd}, ${t.now()})`);
  }
}

export const entriesOf = (t: TestServer, luckyDrawCd: string) =>
  queryRows<{ mberNo: string; result: string; drawRank: number | null; reserveNo: number | null; paidAt: Date | null }>(
    t.database.db,
    sql`select mber_no as "mberNo", result, draw_rank as "drawRank", reserve_no as "reserveNo", paid_at as "paidAt"
      from lucky_draw_entries where lucky_draw_cd = ${luckyDrawCd} order by entry_no`,
  );

/** The module's use-cases over the test server's database and clock (the jobs' view). */
export function depsOf(t: TestServer) {
  const db = t.database.db;
  return luckyDrawDeps({
    db,
    clock: t.now,
    push: createSandboxPush(db),
    payments: { db, clock: t.now, gateway: createSandboxGateway(db), fulfilments: { LUCKY_DRAW: fulfilLuckyDraw } },
  });
}
