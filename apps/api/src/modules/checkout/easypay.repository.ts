import { and, count, eq } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { easyPayCards, easyPayRegistrations, easyPaySettings } from "../orders";

export async function listCards(db: Queryable, mberNo: string) {
  return db.select().from(easyPayCards).where(eq(easyPayCards.mberNo, mberNo)).orderBy(easyPayCards.createdAt);
}

export async function countCards(db: Queryable, mberNo: string) {
  const [row] = await db.select({ n: count() }).from(easyPayCards).where(eq(easyPayCards.mberNo, mberNo));
  return row?.n ?? 0;
}

export async function findCard(db: Queryable, mberNo: string, billkey: string) {
  const [row] = await db
    .select()
    .from(easyPayCards)
    .where(and(eq(easyPayCards.mberNo, mberNo), eq(easyPayCards.billkey, billkey)));
  return row ?? null;
}

export async function insertCard(db: Queryable, row: typeof easyPayCards.$inferInsert) {
  await db.insert(easyPayCards).values(row);
}

export async function deleteCard(db: Queryable, mberNo: string, billkey: string) {
  const rows = await db
    .delete(easyPayCards)
    .where(and(eq(easyPayCards.mberNo, mberNo), eq(easyPayCards.billkey, billkey)))
    .returning();
  return rows.length === 1;
}

export async function findSettings(db: Queryable, mberNo: string) {
  const [row] = await db.select().from(easyPaySettings).where(eq(easyPaySettings.mberNo, mberNo));
  return row ?? null;
}

/** Sets the password and clears the wrong-try counter and the lock. */
export async function savePassword(db: Queryable, mberNo: string, passwordHash: string, now: Date) {
  await db
    .insert(easyPaySettings)
    .values({ mberNo, passwordHash, failCount: 0, lockedAt: null, updatedAt: now })
    .onConflictDoUpdate({
      target: easyPaySettings.mberNo,
      set: { passwordHash, failCount: 0, lockedAt: null, updatedAt: now },
    });
}

/**
 * The member's easy-pay settings under a row lock: password tries are checked one at a time, so
 * parallel guesses cannot outrun the lock (docs/decisions/370).
 */
export async function lockSettings(tx: Queryable, mberNo: string) {
  const [row] = await tx.select().from(easyPaySettings).where(eq(easyPaySettings.mberNo, mberNo)).for("update");
  return row ?? null;
}

/** Saves the wrong-try count and, when it reached the limit, the lock. */
export async function saveFailures(tx: Queryable, mberNo: string, failCount: number, lockedAt: Date | null, now: Date) {
  await tx
    .update(easyPaySettings)
    .set({ failCount, lockedAt, updatedAt: now })
    .where(eq(easyPaySettings.mberNo, mberNo));
}

export async function insertRegistration(db: Queryable, regNo: string, mberNo: string, now: Date) {
  await db.insert(easyPayRegistrations).values({ regNo, mberNo, createdAt: now });
}

/** Completes a started registration once; false when it is not the member's or already used. */
export async function completeRegistration(db: Queryable, regNo: string, mberNo: string, billkey: string) {
  const rows = await db
    .update(easyPayRegistrations)
    .set({ status: "COMPLETED", billkey })
    .where(
      and(
        eq(easyPayRegistrations.regNo, regNo),
        eq(easyPayRegistrations.mberNo, mberNo),
        eq(easyPayRegistrations.status, "STARTED"),
      ),
    )
    .returning();
  return rows.length === 1;
}

export async function memberPasswordHash(db: Queryable, mberNo: string, lock = false) {
  const q = db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.mberNo, mberNo));
  const [row] = lock ? await q.for("update") : await q;
  return row?.passwordHash ?? null;
}
