import type { PreorderDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { createSandboxGateway } from "../../adapters/payment/sandbox/sandbox.gateway";
import { createSandboxPush } from "../../adapters/push/push";
import type { TestServer } from "../../test/harness";
import { preordersDeps } from "./preorders.routes";
import { fulfilPreorder, voidPreorder } from "./reservations.usecases";

export const API = "/commerce-api/v1.0.0/api/reservation";
export const MNGR = "/mngr-api/v1.0.0/api";
export const CONFIRM = "/commerce-api/v1.0.0/api/payments/confirm";
export const PREORDER_KEY = "preorder-store-key";
export const store = { "x-mngr-key": PREORDER_KEY };

let seq = 0;
const DAY = 86_400_000;

/**
 * A pre-order of its own for a test (open now unless told), on Macallan 12 at the first two
 * pick-up stores, so tests never share counters with the seed or each other.
 */
export async function newPreorder(
  t: TestServer,
  o: {
    total?: number;
    limit?: number;
    price?: number;
    couponYn?: "Y" | "N";
    startDays?: number;
    arrivalDays?: number;
  } = {},
) {
  const cd = `PO-T${Date.now().toString(36).toUpperCase()}-${++seq}`;
  const now = t.now().getTime();
  const arrival = new Date(now + (o.arrivalDays ?? 20) * DAY + 9 * 3600_000).toISOString().slice(0, 10);
  await t.database.db.execute(sql`insert into preorders (preorder_cd, title, kind, item_cd, price, shelf_price, start_at,
      end_at, arrival_date, per_member_limit, total_qty, coupon_yn, tnant_cds)
    select ${cd}, '테스트 예약 구매', 'NEW_VINTAGE', 'W0012', ${o.price ?? 90_000}, 100000,
      ${new Date(now + (o.startDays ?? -1) * DAY)}, ${new Date(now + 5 * DAY)}, ${arrival}, ${o.limit ?? 2},
      ${o.total ?? 10}, ${o.couponYn ?? "Y"},
      array(select tnant_cd from stores where pickup_yn order by tnant_cd limit 2)`);
  const detail = (await t.call(`${API}/products/${cd}`)).body.data as PreorderDetail;
  return detail;
}

/** Members made for a test (the demo's password), answering their member numbers. */
export async function addMembers(t: TestServer, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `PO${Date.now().toString(36)}${++seq}${i}`.toUpperCase());
  for (const id of ids) {
    await t.database.db.execute(sql`insert into members (mber_no, login_id, password_hash, kor_mber_nm, grad_reg_no,
        first_scrb_de, ctmmny_no)
      select ${id}, ${id.toLowerCase()}, password_hash, '예약자', 'G01', '2024-01-01', '1000'
      from members where login_id = 'demo'`);
  }
  return ids;
}

/** The module's use-cases over the test server's database and clock. */
export function depsOf(t: TestServer) {
  const db = t.database.db;
  return preordersDeps({
    db,
    clock: t.now,
    push: createSandboxPush(db),
    payments: {
      db,
      clock: t.now,
      gateway: createSandboxGateway(db),
      fulfilments: { PREORDER: fulfilPreorder },
      voids: { PREORDER: voidPreorder },
    },
  });
}
