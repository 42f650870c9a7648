import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the cart, checkout, easy pay and orders (issue 6; spread into `ERRORS`). */
export const CHECKOUT_ERRORS = {
  cartItemNotFound: def("CART0001", 404, "cartItemNotFound"),
  cartSoldOut: def("CART0002", 409, "cartSoldOut"),
  cartStockExceeded: def("CART0003", 409, "cartStockExceeded"),
  cartStoreInactive: def("CART0004", 409, "cartStoreInactive"),
  cartFull: def("CART0005", 400, "cartFull"),
  orderNotFound: def("ORD0001", 404, "orderNotFound"),
  orderStockShort: def("ORD0002", 409, "orderStockShort"),
  couponNotUsable: def("ORD0003", 400, "couponNotUsable"),
  couponClassDuplicate: def("ORD0004", 400, "couponClassDuplicate"),
  stampUnitInvalid: def("ORD0005", 400, "stampUnitInvalid"),
  orderAmountChanged: def("ORD0006", 409, "orderAmountChanged"),
  orderNotCancelable: def("ORD0007", 409, "orderNotCancelable"),
  orderNotPayable: def("ORD0008", 409, "orderNotPayable"),
  prepaidNotPaidMember: def("ORD0009", 403, "prepaidNotPaidMember"),
  deliveryAddressRequired: def("ORD0010", 400, "deliveryAddressRequired"),
  pickupDateInvalid: def("ORD0011", 400, "pickupDateInvalid"),
  payMethodMismatch: def("ORD0012", 400, "payMethodMismatch"),
  orderStatusInvalid: def("ORD0013", 409, "orderStatusInvalid"),
  pickupTimeInvalid: def("ORD0014", 400, "pickupTimeInvalid"),
  orderPaymentInProgress: def("ORD0015", 409, "orderPaymentInProgress"),
  addressBookFull: def("ADDR0001", 409, "addressBookFull"),
  addressNotFound: def("ADDR0002", 404, "addressNotFound"),
  paymentVoided: def("PAY0004", 409, "paymentVoided"),
  paymentStartFailed: def("PAY0005", 503, "paymentStartFailed"),
  easyPayCardLimit: def("EASY0001", 409, "easyPayCardLimit"),
  easyPayPasswordWrong: def("EASY0002", 400, "easyPayPasswordWrong"),
  easyPayLocked: def("EASY0003", 423, "easyPayLocked"),
  easyPayCardNotFound: def("EASY0004", 404, "easyPayCardNotFound"),
  easyPayPasswordRequired: def("EASY0005", 400, "easyPayPasswordRequired"),
  easyPayRegistrationNotFound: def("EASY0006", 404, "easyPayRegistrationNotFound"),
} as const satisfies Record<string, ErrorDef>;

export type CheckoutErrorName = keyof typeof CHECKOUT_ERRORS;
