import type { Queryable } from "../../app/query";
import type { CertifiedPerson } from "../cert";
import type * as AccountRepository from "./account.repository";

const phoneOf = (m: { telFrstNo: string | null; telMidNo: string | null; telIndNo: string | null }) =>
  `${m.telFrstNo ?? ""}${m.telMidNo ?? ""}${m.telIndNo ?? ""}`;

/**
 * The active member a certified person is. Members who joined before certification existed (the
 * demo members) have no person key yet: they match on name, birthday and mobile number once, and
 * the key is linked to them from then on.
 */
export async function memberOfPerson(
  repo: typeof AccountRepository,
  db: Queryable,
  person: CertifiedPerson,
): Promise<AccountRepository.MemberRow | null> {
  const linked = await repo.findActiveByCi(db, person.ciNo);
  if (linked) return linked;
  const phone = phoneOf(person);
  const candidates = (await repo.findUnlinkedByPerson(db, person.korMberNm, person.birthday)).filter(
    (m) => phoneOf(m) === phone,
  );
  const [only] = candidates;
  if (!only || candidates.length > 1) return null;
  // Linked meanwhile by a concurrent certification: the member the key now points to.
  if (!(await repo.linkCiNo(db, only.mberNo, person.ciNo))) return repo.findActiveByCi(db, person.ciNo);
  return only;
}
