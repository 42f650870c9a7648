import { cartAddRequestSchema, cartRemoveRequestSchema, cartSchema, cartUpdateRequestSchema } from "./cart";
import {
  orderCalculateRequestSchema,
  orderCalculationSchema,
  orderCreateRequestSchema,
  orderLinesSchema,
  orderSheetSchema,
  orderStartSchema,
  shippingAddressInputSchema,
  shippingAddressListSchema,
  shippingAddressSchema,
} from "./checkout";
import {
  easyPayPasswordResetRequestSchema,
  easyPayPayRequestSchema,
  easyPayRegisterConfirmRequestSchema,
  easyPayRegisterRequestSchema,
  easyPayRegisterStartSchema,
  easyPayResultSchema,
  easyPayStateSchema,
  orderBillSchema,
  orderCancelRequestSchema,
  orderDetailSchema,
  orderGiftDetailSchema,
  orderHistoryPageSchema,
  orderHistoryQuerySchema,
  orderPayCancelRequestSchema,
  orderPayRequestSchema,
  orderStatusChangeRequestSchema,
  orderStatusSchema,
  paymentReconcileRequestSchema,
  paymentStateSchema,
  regularPayResultSchema,
} from "./checkout-after";
import { bindSchemas, empty } from "./endpoint-schemas";
import { checkoutRoutes } from "./routes-checkout";

const withSchemas = bindSchemas(checkoutRoutes);

/** Schemas of the cart, checkout, easy-pay and order endpoints (routes-checkout.ts). */
export const checkoutEndpoints = {
  cart: withSchemas("cart", { response: cartSchema }),
  cartAdd: withSchemas("cartAdd", { body: cartAddRequestSchema, response: cartSchema }),
  cartUpdate: withSchemas("cartUpdate", { body: cartUpdateRequestSchema, response: cartSchema }),
  cartRemove: withSchemas("cartRemove", { body: cartRemoveRequestSchema, response: cartSchema }),
  orderSheet: withSchemas("orderSheet", { body: orderLinesSchema, response: orderSheetSchema }),
  orderCalculate: withSchemas("orderCalculate", {
    body: orderCalculateRequestSchema,
    response: orderCalculationSchema,
  }),
  orderCreate: withSchemas("orderCreate", { body: orderCreateRequestSchema, response: orderStartSchema }),
  orderHistory: withSchemas("orderHistory", { query: orderHistoryQuerySchema, response: orderHistoryPageSchema }),
  orderDetail: withSchemas("orderDetail", { response: orderDetailSchema }),
  orderGiftDetail: withSchemas("orderGiftDetail", { response: orderGiftDetailSchema }),
  orderBill: withSchemas("orderBill", { response: orderBillSchema }),
  orderCancel: withSchemas("orderCancel", { body: orderCancelRequestSchema, response: orderDetailSchema }),
  orderPay: withSchemas("orderPay", { body: orderPayRequestSchema, response: orderStartSchema }),
  orderPayCancel: withSchemas("orderPayCancel", {
    body: orderPayCancelRequestSchema,
    response: regularPayResultSchema,
  }),
  orderEasyPay: withSchemas("orderEasyPay", { body: easyPayPayRequestSchema, response: orderDetailSchema }),
  paymentReconcile: withSchemas("paymentReconcile", {
    body: paymentReconcileRequestSchema,
    response: paymentStateSchema,
  }),
  easyPay: withSchemas("easyPay", { response: easyPayStateSchema }),
  easyPayRegister: withSchemas("easyPayRegister", {
    body: easyPayRegisterRequestSchema,
    response: easyPayRegisterStartSchema,
  }),
  easyPayRegisterConfirm: withSchemas("easyPayRegisterConfirm", {
    body: easyPayRegisterConfirmRequestSchema,
    response: easyPayResultSchema,
  }),
  easyPayCardDelete: withSchemas("easyPayCardDelete", { response: easyPayStateSchema }),
  easyPayPasswordReset: withSchemas("easyPayPasswordReset", {
    body: easyPayPasswordResetRequestSchema,
    response: easyPayStateSchema,
  }),
  shippingAddresses: withSchemas("shippingAddresses", { response: shippingAddressListSchema }),
  shippingAddressAdd: withSchemas("shippingAddressAdd", {
    body: shippingAddressInputSchema,
    response: shippingAddressSchema,
  }),
  shippingAddressUpdate: withSchemas("shippingAddressUpdate", {
    body: shippingAddressInputSchema,
    response: shippingAddressSchema,
  }),
  shippingAddressDelete: withSchemas("shippingAddressDelete", { response: empty }),
  orderStatusChange: withSchemas("orderStatusChange", {
    body: orderStatusChangeRequestSchema,
    response: orderStatusSchema,
  }),
} as const;

export const checkoutEndpointNames = Object.keys(checkoutEndpoints) as (keyof typeof checkoutEndpoints)[];
