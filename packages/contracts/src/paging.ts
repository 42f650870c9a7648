import { z } from "zod";
import { intInput } from "./input-rules";

export const positiveInt = (field: string, max: number) => intInput(field, { min: 1, max, coerce: true });

/** Shared paging query for the `pageNo`/`pageSize` lists (orders, stamps, prepaid, alarms). */
export const pageQuerySchema = z.object({
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCnt: z.number().int(),
    totalPages: z.number().int(),
    list: z.array(item),
  });
