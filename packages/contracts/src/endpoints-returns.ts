import { bindSchemas } from "./endpoint-schemas";
import {
  returnDetailSchema,
  returnEligibilityQuerySchema,
  returnEligibilitySchema,
  returnFeePayRequestSchema,
  returnFeePayStartSchema,
  returnListQuerySchema,
  returnMoveSchema,
  returnPageSchema,
  returnParamsSchema,
  returnRequestSchema,
} from "./returns";
import { returnsRoutes } from "./routes-returns";

const withSchemas = bindSchemas(returnsRoutes);

/** Schemas of the returns endpoints and their store side (routes-returns.ts). */
export const returnsEndpoints = {
  returnEligibility: withSchemas("returnEligibility", {
    query: returnEligibilityQuerySchema,
    response: returnEligibilitySchema,
  }),
  returnList: withSchemas("returnList", { query: returnListQuerySchema, response: returnPageSchema }),
  returnRequest: withSchemas("returnRequest", { body: returnRequestSchema, response: returnDetailSchema }),
  returnDetail: withSchemas("returnDetail", { params: returnParamsSchema, response: returnDetailSchema }),
  returnFeePay: withSchemas("returnFeePay", {
    params: returnParamsSchema,
    body: returnFeePayRequestSchema,
    response: returnFeePayStartSchema,
  }),
  mngrReturnMove: withSchemas("mngrReturnMove", {
    params: returnParamsSchema,
    body: returnMoveSchema,
    response: returnDetailSchema,
  }),
  mngrReturnDetail: withSchemas("mngrReturnDetail", { params: returnParamsSchema, response: returnDetailSchema }),
  mngrReturnRefundRetry: withSchemas("mngrReturnRefundRetry", {
    params: returnParamsSchema,
    response: returnDetailSchema,
  }),
} as const;
