import { z } from "zod";
import { cartSchema } from "./cart";
import { bindSchemas } from "./endpoint-schemas";
import { keyParam } from "./input-rules";
import { specialSalesRoutes } from "./routes-special-sales";
import {
  specialCartAddSchema,
  specialCartRemoveSchema,
  specialCartUpdateSchema,
  specialEnterRequestSchema,
  specialEntrySchema,
  specialHomeSchema,
  specialItemDetailSchema,
  specialLookupSchema,
  specialOrderConfirmSchema,
  specialOrderCreateSchema,
  specialOrderListSchema,
  specialOrderSchema,
  specialOrderStartSchema,
  specialOrderStatusChangeSchema,
} from "./special-sales";

const withSchemas = bindSchemas(specialSalesRoutes);
const orderNoParams = z.object({ orderNo: keyParam("orderNo") });

/** Schemas of the special-sales endpoints (routes-special-sales.ts); cart changes answer the cart. */
export const specialSalesEndpoints = {
  specialSalesEnter: withSchemas("specialSalesEnter", {
    body: specialEnterRequestSchema,
    response: specialEntrySchema,
  }),
  specialSalesHome: withSchemas("specialSalesHome", { response: specialHomeSchema }),
  specialSalesItem: withSchemas("specialSalesItem", {
    params: z.object({ itemCd: keyParam("itemCd") }),
    response: specialItemDetailSchema,
  }),
  cartSpecial: withSchemas("cartSpecial", { response: cartSchema }),
  specialCartAdd: withSchemas("specialCartAdd", { body: specialCartAddSchema, response: cartSchema }),
  specialCartUpdate: withSchemas("specialCartUpdate", { body: specialCartUpdateSchema, response: cartSchema }),
  specialCartRemove: withSchemas("specialCartRemove", { body: specialCartRemoveSchema, response: cartSchema }),
  specialOrderCreate: withSchemas("specialOrderCreate", {
    body: specialOrderCreateSchema,
    response: specialOrderStartSchema,
  }),
  specialOrderLookup: withSchemas("specialOrderLookup", { body: specialLookupSchema, response: specialOrderSchema }),
  specialOrderConfirm: withSchemas("specialOrderConfirm", {
    params: orderNoParams,
    body: specialOrderConfirmSchema,
    response: specialOrderSchema,
  }),
  mngrSpecialOrders: withSchemas("mngrSpecialOrders", { response: specialOrderListSchema }),
  mngrSpecialOrderStatus: withSchemas("mngrSpecialOrderStatus", {
    params: orderNoParams,
    body: specialOrderStatusChangeSchema,
    response: specialOrderSchema,
  }),
};
