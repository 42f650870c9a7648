import { ORDER_DELIVERY_CODES, ORDER_STATUS_MOVES } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { CheckoutDeps } from "./order-create.usecases";

/**
 * The store side moves a paid order on (docs/decisions/333): pick-up orders 01 → 02 (ready, the
 * exchange voucher shows) → 03, delivery orders 01 → 04 → 05 → 06. Accepting (leaving 01) ends
 * the member's own cancel.
 */
export async function changeOrderStatus(deps: CheckoutDeps, orderNo: string, to: string) {
  const order = await deps.repo.findOrder(deps.db, null, orderNo);
  if (!order) throw new AppError("orderNotFound");
  const pickup = order.orderDeliveryCd === ORDER_DELIVERY_CODES.pickup;
  const allowed = (ORDER_STATUS_MOVES[order.orderStatCd] ?? []).filter((s) =>
    order.orderStatCd === "01" ? (pickup ? s === "02" : s === "04") : true,
  );
  if (!allowed.includes(to)) throw new AppError("orderStatusInvalid");
  const moved = await deps.db.transaction((tx) =>
    deps.repo.moveStatus(tx, orderNo, [order.orderStatCd], to, deps.clock()),
  );
  if (!moved) throw new AppError("orderStatusInvalid");
  const name = await deps.repo.orderStatusName(deps.db, to);
  return { orderNo, orderStatCd: to, orderStatNm: name ?? to };
}
