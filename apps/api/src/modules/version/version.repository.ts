import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { appVersions } from "./version.table";

export async function findLatestVersion(db: Queryable, osCode: string) {
  const [row] = await db
    .select({ updateVersion: appVersions.updateVersion })
    .from(appVersions)
    .where(eq(appVersions.osCode, osCode))
    .orderBy(desc(appVersions.releasedAt), desc(appVersions.id))
    .limit(1);
  return row ?? null;
}
