import { bindSchemas } from "./endpoint-schemas";
import {
  luckyApplyRequestSchema,
  luckyDrawDetailSchema,
  luckyDrawListQuerySchema,
  luckyDrawListSchema,
  luckyDrawParams,
  luckyDrawRunSchema,
  luckyDrawWriteSchema,
  luckyEntrySchema,
  luckyHistorySchema,
  luckyOrderResultSchema,
  luckyPayRequestSchema,
  luckyPayStartSchema,
} from "./luckydraw";
import { luckyDrawRoutes } from "./routes-luckydraw";

const withSchemas = bindSchemas(luckyDrawRoutes);

/** Schemas of the lucky-draw endpoints and their store side (routes-luckydraw.ts). */
export const luckyDrawEndpoints = {
  luckyDraws: withSchemas("luckyDraws", { query: luckyDrawListQuerySchema, response: luckyDrawListSchema }),
  luckyDrawHistory: withSchemas("luckyDrawHistory", { response: luckyHistorySchema }),
  luckyDrawDetail: withSchemas("luckyDrawDetail", { params: luckyDrawParams, response: luckyDrawDetailSchema }),
  luckyDrawApply: withSchemas("luckyDrawApply", {
    params: luckyDrawParams,
    body: luckyApplyRequestSchema,
    response: luckyEntrySchema,
  }),
  luckyDrawPay: withSchemas("luckyDrawPay", {
    params: luckyDrawParams,
    body: luckyPayRequestSchema,
    response: luckyPayStartSchema,
  }),
  luckyDrawOrderResult: withSchemas("luckyDrawOrderResult", {
    params: luckyDrawParams,
    response: luckyOrderResultSchema,
  }),
  mngrLuckyDrawCreate: withSchemas("mngrLuckyDrawCreate", {
    body: luckyDrawWriteSchema,
    response: luckyDrawDetailSchema,
  }),
  mngrLuckyDrawRun: withSchemas("mngrLuckyDrawRun", { params: luckyDrawParams, response: luckyDrawRunSchema }),
} as const;
