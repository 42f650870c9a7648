import { z } from "zod";

export const positiveInt = (field: string, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(max, `${field} must be at most ${max}`);

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
