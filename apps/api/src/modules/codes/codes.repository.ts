import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { commonCodes } from "./codes.table";

export async function findCodesByGroups(db: Queryable, groups: string[]) {
  return db
    .select({
      grpCd: commonCodes.grpCd,
      cd: commonCodes.cd,
      cdNm: commonCodes.cdNm,
      cdEngNm: commonCodes.cdEngNm,
      sortOrdr: commonCodes.sortOrdr,
      attr1: commonCodes.attr1,
    })
    .from(commonCodes)
    .where(and(inArray(commonCodes.grpCd, groups), eq(commonCodes.useYn, true)))
    .orderBy(asc(commonCodes.grpCd), asc(commonCodes.sortOrdr));
}
