import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { VerifiedPerson } from "../../adapters/certification/certification.adapter";
import type { Queryable } from "../../app/query";
import { certVerifications } from "./cert.table";

export type CertRow = typeof certVerifications.$inferSelect;

export async function insertCert(db: Queryable, row: typeof certVerifications.$inferInsert) {
  await db.insert(certVerifications).values(row);
}

export async function findCert(db: Queryable, token: string): Promise<CertRow | null> {
  const [row] = await db.select().from(certVerifications).where(eq(certVerifications.token, token));
  return row ?? null;
}

/** Records the provider's answer once: only a pending certification changes. */
export async function settleCert(db: Queryable, token: string, person: VerifiedPerson | null, now: Date) {
  const values = person
    ? {
        status: "VERIFIED",
        korMberNm: person.korMberNm,
        birthday: person.birthday,
        sexSeCode: person.sexSeCode,
        frgnrSeCode: person.frgnrSeCode,
        telFrstNo: person.phone.slice(0, 3),
        telMidNo: person.phone.slice(3, -4),
        telIndNo: person.phone.slice(-4),
        ciNo: person.ciNo,
        verifiedAt: now,
      }
    : { status: "CANCELLED" };
  await db
    .update(certVerifications)
    .set(values)
    .where(and(eq(certVerifications.token, token), eq(certVerifications.status, "PENDING")));
}

/** Marks a verified, unexpired, unused token of the given purpose as used; null when it is not. */
export async function consumeCert(db: Queryable, token: string, certType: string, now: Date): Promise<CertRow | null> {
  const [row] = await db
    .update(certVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(certVerifications.token, token),
        eq(certVerifications.certType, certType),
        eq(certVerifications.status, "VERIFIED"),
        isNull(certVerifications.usedAt),
        gt(certVerifications.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** A used token keeps no personal data: the request it proved has stored what it needed. */
export async function wipeIdentity(db: Queryable, token: string) {
  await db
    .update(certVerifications)
    .set({
      korMberNm: null,
      birthday: null,
      sexSeCode: null,
      frgnrSeCode: null,
      telFrstNo: null,
      telMidNo: null,
      telIndNo: null,
      ciNo: null,
    })
    .where(eq(certVerifications.token, token));
}

/** Certifications that expired over a day ago are of no use to anyone. */
export async function deleteExpired(db: Queryable, before: Date) {
  await db.delete(certVerifications).where(lt(certVerifications.expiresAt, before));
}
