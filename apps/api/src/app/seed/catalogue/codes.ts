import { CATALOGUE_CODE_ROWS } from "../../../modules/codes";
import { commonCodes } from "../../../modules/codes/codes.table";
import type { Tx } from "../../query";

/** The catalogue's code groups (CATALOGUE_CODE_GROUPS), one statement. */
export async function seedCatalogueCodes(tx: Tx): Promise<void> {
  await tx.insert(commonCodes).values(
    CATALOGUE_CODE_ROWS.flatMap(([grpCd, rows]) =>
      rows.map(([cd, cdNm, cdEngNm, attr1], i) => ({
        grpCd,
        cd,
        cdNm,
        cdEngNm,
        sortOrdr: i + 1,
        attr1: attr1 ?? null,
      })),
    ),
  );
}
