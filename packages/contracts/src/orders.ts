import { z } from "zod";
import { intInput } from "./input-rules";
import { pagedSchema, pageQuerySchema } from "./paging";

export const gnbOrderQuerySchema = pageQuerySchema.extend({
  isProcess: z.enum(["true", "false"], { error: "isProcess must be true or false" }).default("true"),
  /** Sent back by the client (SPEC §7); the server recounts. */
  totalCnt: intInput("totalCnt", { coerce: true }).optional(),
  totalPages: intInput("totalPages", { coerce: true }).optional(),
});
export type GnbOrderQuery = z.infer<typeof gnbOrderQuerySchema>;

/** SPEC §3 "Order (gnb list)". */
export const gnbOrderSchema = z.object({
  orderStatNm: z.string(),
  orderStatCd: z.string(),
  orderItemNames: z.string(),
  /** YYYY-MM-DD HH:mm:ss.S (Asia/Seoul). */
  orderDate: z.string(),
  orderNo: z.string(),
});
export type GnbOrder = z.infer<typeof gnbOrderSchema>;
export const gnbOrderPageSchema = pagedSchema(gnbOrderSchema);
export type GnbOrderPage = z.infer<typeof gnbOrderPageSchema>;
