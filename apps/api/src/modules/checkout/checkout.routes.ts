import { reconcilePayment } from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import type { Router } from "../../app/http/route";
import { calculate } from "./calculate.usecases";
import { type CheckoutDeps, createOrder } from "./order-create.usecases";
import { cancelOrder, payAgain, payCancel } from "./order-pay.usecases";
import { orderBill, orderDetail, orderGiftDetail, orderHistory } from "./order-read.usecases";
import { orderSheet } from "./order-sheet.usecases";
import { deleteAddress, listAddresses, saveAddress } from "./shipping.repository";

const addrNoOf = (raw: string | undefined) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new AppError("notFound");
  return n;
};

export function registerCheckoutRoutes(router: Router, deps: CheckoutDeps): void {
  router.mount("orderSheet", async ({ member, body }) => orderSheet(deps, member.mberNo, body));
  router.mount("orderCalculate", async ({ member, body }) => (await calculate(deps, member.mberNo, body)).calc);
  router.mount("orderCreate", async ({ member, body }) => createOrder(deps, member.mberNo, body));
  router.mount("orderHistory", async ({ member, query }) => orderHistory(deps, member.mberNo, query));
  router.mount("orderDetail", async ({ member, params }) => orderDetail(deps, member.mberNo, params.orderNo ?? ""));
  router.mount("orderGiftDetail", async ({ member, params }) =>
    orderGiftDetail(deps, member.mberNo, params.orderNo ?? ""),
  );
  router.mount("orderBill", async ({ member, params }) => orderBill(deps, member.mberNo, params.orderNo ?? ""));
  router.mount("orderCancel", async ({ member, params, body }) => {
    await cancelOrder(deps, member.mberNo, params.orderNo ?? "", body.reason);
    return orderDetail(deps, member.mberNo, params.orderNo ?? "");
  });
  router.mount("orderPay", async ({ member, params, body }) =>
    payAgain(deps, member.mberNo, params.orderNo ?? "", body.payMethod, body.returnPath),
  );
  router.mount("orderPayCancel", async ({ member, params, body }) =>
    payCancel(deps, member.mberNo, params.orderNo ?? "", body.code, body.message),
  );
  router.mount("paymentReconcile", async ({ member, body }) =>
    reconcilePayment(deps.payments, member.mberNo, body.orderNo),
  );
  router.mount("shippingAddresses", async ({ member }) => listAddresses(deps.db, member.mberNo));
  router.mount("shippingAddressAdd", async ({ member, body }) => (await saveAddress(deps.db, member.mberNo, body))!);
  router.mount("shippingAddressUpdate", async ({ member, params, body }) => {
    const saved = await saveAddress(deps.db, member.mberNo, body, addrNoOf(params.addrNo));
    if (!saved) throw new AppError("notFound");
    return saved;
  });
  router.mount("shippingAddressDelete", async ({ member, params }) => {
    if (!(await deleteAddress(deps.db, member.mberNo, addrNoOf(params.addrNo)))) throw new AppError("notFound");
    return null;
  });
}
