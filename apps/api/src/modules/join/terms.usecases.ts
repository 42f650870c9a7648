import type { Term, termsWriteSchema } from "@cellar/contracts";
import type { z } from "zod";
import { isUniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { sanitizeRichContent } from "../../app/rich-content";
import { seoulDate } from "../../app/seoul-date";
import type * as JoinRepository from "./join.repository";
import { toTerm } from "./join.usecases";

export type TermsWriteDeps = { repo: typeof JoinRepository; db: Queryable; clock: () => Date };
export type TermsWriteInput = z.output<typeof termsWriteSchema>;

/**
 * The store side adds a terms version (a new document when the id is new). It is in force from
 * its date (today when none is given) until a newer version takes effect; it may not take effect
 * before the document's newest version, so the one in force never goes back (decision 382). Its
 * text is HTML, sanitised before it is stored.
 */
export async function addTermsVersion(deps: TermsWriteDeps, input: TermsWriteInput): Promise<Term> {
  const today = seoulDate(deps.clock());
  const effectiveDe = input.effectiveDe ?? today;
  const versions = await deps.repo.listTermVersions(deps.db, input.stplatRegNo);
  if (versions.some((v) => v.ver === input.ver)) throw new AppError("termsVersionExists");
  const newest = versions[0];
  if (newest && effectiveDe < newest.effectiveDe) throw new AppError("termsVersionBackdated");
  try {
    const row = await deps.repo.insertTerm(deps.db, {
      stplatRegNo: input.stplatRegNo,
      ver: input.ver,
      title: input.title,
      // Terms are rich content the chain writes: sanitised where stored (decision 379).
      content: sanitizeRichContent(input.content),
      requiredYn: input.requiredYn,
      effectiveDe,
      sortOrdr: newest?.sortOrdr ?? (await deps.repo.nextTermsSortOrder(deps.db)),
      agreeAt: input.agreeAt,
    });
    return toTerm(row, row.effectiveDe <= today);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("termsVersionExists");
    throw error;
  }
}
