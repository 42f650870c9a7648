import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

/** Terms and conditions, one row per version; the current version is the newest in effect. */
export const terms = pgTable(
  "terms",
  {
    stplatRegNo: text("stplat_reg_no").notNull(),
    ver: text("ver").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    requiredYn: text("required_yn").notNull(),
    effectiveDe: date("effective_de", { mode: "string" }).notNull(),
    sortOrdr: integer("sort_ordr").notNull(),
    /** JOIN: agreed at sign-up (the join page lists it); ORDER: the order sheet's purchase terms. */
    agreeAt: text("agree_at").notNull().default("JOIN"),
  },
  (t) => [primaryKey({ columns: [t.stplatRegNo, t.ver] })],
);

/** What a member agreed to (arrMberAgre), kept per term version. */
export const memberAgreements = pgTable(
  "member_agreements",
  {
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    agreRegNo: text("agre_reg_no").notNull(),
    ver: text("ver").notNull(),
    /** Y agreed, N declined. */
    agreSeCode: text("agre_se_code").notNull(),
    agreDe: date("agre_de", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mberNo, t.agreRegNo, t.ver] })],
);
