import { SPECIAL_ORDER_STATUS as S } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import { orderView } from "./special-order-view";
import * as orders from "./special-orders.repository";
import * as repo from "./special-sales.repository";
import type { SpecialSalesDeps } from "./special-sales.usecases";

const NEXT: Record<string, string[]> = {
  [S.readyForPickup]: [S.paid],
  [S.pickedUp]: [S.readyForPickup],
  [S.cancelled]: [S.paid, S.readyForPickup],
};

/** The store side: ready for pick-up (01 → 02), handed over (02 → 03), cancelled with a refund (01/02 → 09). */
export async function changeStatus(deps: SpecialSalesDeps, orderNo: string, status: "02" | "03" | "09") {
  const now = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    const done = await orders.setStatus(tx, orderNo, NEXT[status]!, { status, updatedAt: now });
    if (done && status === S.cancelled) {
      for (const line of await orders.orderLines(tx, orderNo))
        await repo.giveBackStock(tx, done.saleCd, line.itemCd, line.qty);
    }
    return done;
  });
  if (!changed) {
    if (!(await orders.findOrder(deps.db, orderNo))) throw new AppError("specialOrderNotFound");
    throw new AppError("specialStatusChange");
  }
  if (status === S.cancelled && changed.paymentKey) await deps.gateway.refund(changed.paymentKey);
  return orderView(deps.db, changed);
}

export async function storeOrderList(deps: SpecialSalesDeps) {
  const rows = await orders.storeOrders(deps.db);
  return Promise.all(rows.map((r) => orderView(deps.db, r)));
}
