import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { membershipCards } from "./card.table";

export async function findMemberCardNo(db: Queryable, mberNo: string, lock = false) {
  const query = db.select({ cardNo: members.mbrshCardNo }).from(members).where(eq(members.mberNo, mberNo));
  const [row] = lock ? await query.for("update") : await query;
  return row ? row.cardNo : undefined;
}

export async function listCards(db: Queryable, mberNo: string) {
  return db
    .select()
    .from(membershipCards)
    .where(eq(membershipCards.mberNo, mberNo))
    .orderBy(desc(membershipCards.issuedAt), desc(membershipCards.mbrshCardNo));
}

/** Inserts a card; false when the number already exists (the caller draws another). */
export async function insertCard(db: Queryable, row: typeof membershipCards.$inferInsert) {
  const inserted = await db.insert(membershipCards).values(row).onConflictDoNothing().returning();
  return inserted.length === 1;
}

export async function setCardStatus(
  db: Queryable,
  mberNo: string,
  from: "ACTIVE" | "LOST",
  set: Partial<typeof membershipCards.$inferInsert>,
) {
  return db
    .update(membershipCards)
    .set(set)
    .where(and(eq(membershipCards.mberNo, mberNo), eq(membershipCards.status, from)))
    .returning();
}

export async function setMemberCardNo(db: Queryable, mberNo: string, cardNo: string | null) {
  await db.update(members).set({ mbrshCardNo: cardNo }).where(eq(members.mberNo, mberNo));
}
