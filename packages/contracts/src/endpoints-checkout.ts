import { z } from "zod";
import { addressSearchPageSchema, addressSearchQuerySchema } from "./address-search";
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
import { idParam, keyParam } from "./input-rules";
import { checkoutRoutes } from "./routes-checkout";

const withSchemas = bindSchemas(checkoutRoutes);
const orderNoParams = z.object({ orderNo: keyParam("orderNo") });
const addrNoParams = z.object({ addrNo: idParam("addrNo") });

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
  orderDetail: withSchemas("orderDetail", { params: orderNoParams, response: orderDetailSchema }),
  orderGiftDetail: withSchemas("orderGiftDetail", { params: orderNoParams, response: orderGiftDetailSchema }),
  orderBill: withSchemas("orderBill", { params: orderNoParams, response: orderBillSchema }),
  orderCancel: withSchemas("orderCancel", {
    params: orderNoParams,
    body: orderCancelRequestSchema,
    response: orderDetailSchema,
  }),
  orderPay: withSchemas("orderPay", { params: orderNoParams, body: orderPayRequestSchema, response: orderStartSchema }),
  orderPayCancel: withSchemas("orderPayCancel", {
    params: orderNoParams,
    body: orderPayCancelRequestSchema,
    response: regularPayResultSchema,
  }),
  orderEasyPay: withSchemas("orderEasyPay", {
    params: orderNoParams,
    body: easyPayPayRequestSchema,
    response: orderDetailSchema,
  }),
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
  easyPayCardDelete: withSchemas("easyPayCardDelete", {
    params: z.object({ billkey: keyParam("billkey") }),
    response: easyPayStateSchema,
  }),
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
    params: addrNoParams,
    body: shippingAddressInputSchema,
    response: shippingAddressSchema,
  }),
  shippingAddressDelete: withSchemas("shippingAddressDelete", { params: addrNoParams, response: empty }),
  addressSearch: withSchemas("addressSearch", { query: addressSearchQuerySchema, response: addressSearchPageSchema }),
  orderStatusChange: withSchemas("orderStatusChange", {
    params: orderNoParams,
    body: orderStatusChangeRequestSchema,
    response: orderStatusSchema,
  }),
} as const;

export const checkoutEndpointNames = Object.keys(checkoutEndpoints) as (keyof typeof checkoutEndpoints)[];
