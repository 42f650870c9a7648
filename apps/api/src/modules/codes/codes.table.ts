import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const commonCodes = pgTable(
  "common_codes",
  {
    grpCd: text("grp_cd").notNull(),
    cd: text("cd").notNull(),
    cdNm: text("cd_nm").notNull(),
    cdEngNm: text("cd_eng_nm"),
    sortOrdr: integer("sort_ordr").notNull(),
    attr1: text("attr1"),
    useYn: boolean("use_yn").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.grpCd, t.cd] })],
);
