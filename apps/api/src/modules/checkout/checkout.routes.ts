import { reconcilePayment } from "../../adapters/payment/payments.usecases";
import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import { calculate } from "./calculate.usecases";
import * as repo from "./checkout.repository";
import * as easypay from "./easypay.repository";
import {
  authorizeEasyPay as authorizeEasyPayWith,
  confirmRegistration,
  deleteCard,
  easyPayState,
  payWithEasyPay,
  resetPassword,
  startRegistration,
} from "./easypay.usecases";
import { type CheckoutDeps, createOrder, type OrderPaidHook } from "./order-create.usecases";
import {
  cancelOrder,
  fulfilOrder as fulfilOrderWith,
  payAgain,
  payCancel,
  voidOrder as voidOrderWith,
} from "./order-pay.usecases";
import * as read from "./order-read.repository";
import { orderBill, orderDetail, orderGiftDetail, orderHistory } from "./order-read.usecases";
import { orderSheet } from "./order-sheet.usecases";
import { changeOrderStatus } from "./order-status.usecases";
import * as shipping from "./shipping.repository";
import { addressBook, removeAddress, saveAddress } from "./shipping.usecases";

/** The payment adapter's hooks for an order: marks it paid, or gives its holds back (with the module's repository). */
export const fulfilOrder = fulfilOrderWith(repo);
/** The ORDER fulfilment that also runs `onPaid` in the paying transaction (the wine keep, decision 407). */
export const orderFulfilment = (onPaid: OrderPaidHook) => fulfilOrderWith(repo, onPaid);
export const voidOrder = voidOrderWith(repo);

/** Easy pay's password check and card for another module's charge (a lucky draw's winner). */
export const authorizeEasyPay = (given: CheckoutGiven, mberNo: string, billkey: string, password: string) =>
  authorizeEasyPayWith(createCheckoutDeps(given), mberNo, billkey, password);

/** What the server hands the checkout routes; they add the module's repositories. */
export type CheckoutGiven = Omit<CheckoutDeps, "repo" | "read" | "easypay" | "shipping">;

/** The checkout use-cases' deps: what the server hands in, with the module's repositories. */
export function createCheckoutDeps(given: CheckoutGiven): CheckoutDeps {
  return { ...given, repo, read, easypay, shipping };
}

export function registerCheckoutRoutes(router: Router, given: CheckoutGiven): void {
  const deps = createCheckoutDeps(given);
  router.mount("orderSheet", async ({ member, body }) => orderSheet(deps, member.mberNo, body));
  router.mount("orderCalculate", async ({ member, body }) => (await calculate(deps, member.mberNo, body)).calc);
  router.mount("orderCreate", async ({ member, body }) => createOrder(deps, member.mberNo, body));
  router.mount("orderHistory", async ({ member, query }) => orderHistory(deps, member.mberNo, query));
  router.mount("orderDetail", async ({ member, params }) => orderDetail(deps, member.mberNo, params.orderNo));
  router.mount("orderGiftDetail", async ({ member, params }) => orderGiftDetail(deps, member.mberNo, params.orderNo));
  router.mount("orderBill", async ({ member, params }) => orderBill(deps, member.mberNo, params.orderNo));
  router.mount("orderCancel", async ({ member, params, body }) => {
    await cancelOrder(deps, member.mberNo, params.orderNo, body.reason);
    return orderDetail(deps, member.mberNo, params.orderNo);
  });
  router.mount("orderPay", async ({ member, params, body }) =>
    payAgain(deps, member.mberNo, params.orderNo, body.payMethod, body.returnPath),
  );
  router.mount("orderPayCancel", async ({ member, params, body }) =>
    payCancel(deps, member.mberNo, params.orderNo, body),
  );
  router.mount("paymentReconcile", async ({ member, body }) =>
    reconcilePayment(deps.payments, member.mberNo, body.orderNo),
  );
  router.mount("shippingAddresses", async ({ member }) => addressBook(deps, member.mberNo));
  router.mount("shippingAddressAdd", async ({ member, body }) => saveAddress(deps, member.mberNo, body));
  router.mount("shippingAddressUpdate", async ({ member, params, body }) =>
    saveAddress(deps, member.mberNo, body, params.addrNo),
  );
  router.mount("shippingAddressDelete", async ({ member, params }) =>
    removeAddress(deps, member.mberNo, params.addrNo),
  );
}

export function registerEasyPayRoutes(router: Router, given: CheckoutGiven): void {
  const deps = createCheckoutDeps(given);
  router.mount("easyPay", async ({ member }) => easyPayState(deps, member.mberNo));
  router.mount("easyPayRegister", async ({ member, body }) => startRegistration(deps, member.mberNo, body.returnPath));
  router.mount("easyPayRegisterConfirm", async ({ member, body }) => confirmRegistration(deps, member.mberNo, body));
  router.mount("easyPayCardDelete", async ({ member, params }) => deleteCard(deps, member.mberNo, params.billkey));
  router.mount("easyPayPasswordReset", async ({ member, body }) =>
    resetPassword(deps, member.mberNo, body.loginPassword, body.password),
  );
  router.mount("orderEasyPay", async ({ member, params, body }) => {
    await payWithEasyPay(deps, member.mberNo, params.orderNo, body);
    return orderDetail(deps, member.mberNo, params.orderNo);
  });
}

/** Store side: the key in x-mngr-key must equal MNGR_API_KEY (unset: always 403). */
export function registerStoreOrderRoutes(router: Router, given: CheckoutGiven, mngrApiKey: string | undefined): void {
  const deps = createCheckoutDeps(given);
  router.mount("orderStatusChange", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return changeOrderStatus(deps, params.orderNo, body.orderStatCd);
  });
}
