import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { socialAttempts, socialLinks } from "./social.table";

export type AttemptRow = typeof socialAttempts.$inferSelect;
export type LinkRow = typeof socialLinks.$inferSelect;

/** Active member status (members.mber_sttus_se_code). */
const ACTIVE_STATUS = "01";

export async function insertAttempt(db: Queryable, row: typeof socialAttempts.$inferInsert) {
  await db.insert(socialAttempts).values(row);
}

/** Round trips over a day past their end (and past any join they opened) are dropped. */
export async function deleteStaleAttempts(db: Queryable, before: Date) {
  await db
    .delete(socialAttempts)
    .where(
      and(
        lt(socialAttempts.expiresAt, before),
        or(isNull(socialAttempts.joinExpiresAt), lt(socialAttempts.joinExpiresAt, before)),
      ),
    );
}

/** Finishes a pending round trip once: the conditional update lets one of concurrent callbacks win. */
export async function finishAttempt(db: Queryable, bindingHash: string, provider: string, now: Date) {
  const [row] = await db
    .update(socialAttempts)
    .set({ finishedAt: now })
    .where(
      and(
        eq(socialAttempts.bindingHash, bindingHash),
        eq(socialAttempts.provider, provider),
        isNull(socialAttempts.finishedAt),
        gt(socialAttempts.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function openJoin(
  db: Queryable,
  bindingHash: string,
  values: { joinTokenHash: string; providerUserId: string; email: string | null; joinExpiresAt: Date },
) {
  await db.update(socialAttempts).set(values).where(eq(socialAttempts.bindingHash, bindingHash));
}

/** Uses a join token once (in the join's transaction, so a refused join leaves it usable). */
export async function claimJoin(db: Queryable, joinTokenHash: string, now: Date) {
  const [row] = await db
    .update(socialAttempts)
    .set({ joinUsedAt: now })
    .where(
      and(
        eq(socialAttempts.joinTokenHash, joinTokenHash),
        isNull(socialAttempts.joinUsedAt),
        gt(socialAttempts.joinExpiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The member a provider account is linked to, with whether that member is still active. */
export async function findLinkedMember(db: Queryable, provider: string, providerUserId: string) {
  const [row] = await db
    .select({ mberNo: socialLinks.mberNo, status: members.mberSttusSeCode })
    .from(socialLinks)
    .innerJoin(members, eq(members.mberNo, socialLinks.mberNo))
    .where(and(eq(socialLinks.provider, provider), eq(socialLinks.providerUserId, providerUserId)));
  return row ? { mberNo: row.mberNo, active: row.status === ACTIVE_STATUS } : null;
}

export async function insertLink(db: Queryable, row: typeof socialLinks.$inferInsert) {
  await db.insert(socialLinks).values(row);
}

export async function deleteLink(db: Queryable, mberNo: string, provider: string) {
  const rows = await db
    .delete(socialLinks)
    .where(and(eq(socialLinks.mberNo, mberNo), eq(socialLinks.provider, provider)))
    .returning({ provider: socialLinks.provider });
  return rows.length > 0;
}

export async function deleteLinkOf(db: Queryable, provider: string, providerUserId: string) {
  await db
    .delete(socialLinks)
    .where(and(eq(socialLinks.provider, provider), eq(socialLinks.providerUserId, providerUserId)));
}

export async function listLinks(db: Queryable, mberNo: string): Promise<LinkRow[]> {
  return db.select().from(socialLinks).where(eq(socialLinks.mberNo, mberNo)).orderBy(asc(socialLinks.linkedAt));
}

export async function setSnsTyCode(db: Queryable, mberNo: string, snsTyCode: string | null) {
  await db.update(members).set({ snsTyCode }).where(eq(members.mberNo, mberNo));
}
