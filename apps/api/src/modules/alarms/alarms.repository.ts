import { and, count, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../../app/db";
import { alarms } from "./alarms.table";

export async function countUnread(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alarms)
    .where(and(eq(alarms.mberNo, mberNo), isNull(alarms.readAt)));
  return row?.n ?? 0;
}
