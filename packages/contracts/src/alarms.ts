import { z } from "zod";
import { pagedSchema } from "./paging";

export const alarmSchema = z.object({
  alarmNo: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** In-app path to open, if any. */
  link: z.string().nullable(),
  readYn: z.enum(["Y", "N"]),
  /** ISO time. */
  createdAt: z.string(),
});
export type Alarm = z.infer<typeof alarmSchema>;
export const alarmPageSchema = pagedSchema(alarmSchema);
export type AlarmPage = z.infer<typeof alarmPageSchema>;
/** Answer of the read calls: the unread count afterwards (the badge). */
export const alarmReadResultSchema = z.object({ newCnt: z.number().int().min(0) });
export type AlarmReadResult = z.infer<typeof alarmReadResultSchema>;
