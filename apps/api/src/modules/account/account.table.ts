import { boolean, date, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

export type ExtraTel = {
  cttpcSeCode: string;
  nationCode: string;
  telFrstNo: string;
  telMidNo: string;
  telIndNo: string;
  lxtnNo: string | null;
};

/** Join details beyond the login user info (SPEC §3 "Join info"), and the certified person key. */
export const memberProfiles = pgTable("member_profiles", {
  mberNo: text("mber_no")
    .primaryKey()
    .references(() => members.mberNo, { onDelete: "cascade" }),
  /** One membership per certified person. Null for members never certified (and after quitting). */
  ciNo: text("ci_no").unique(),
  srdSeCode: text("srd_se_code").notNull().default("01"),
  rlBirthday: text("rl_birthday"),
  mberTyCode: text("mber_ty_code").notNull().default("01"),
  crtfcMthSeCode: text("crtfc_mth_se_code").notNull().default("01"),
  cardAutoCode: text("card_auto_code").notNull().default("Y"),
  cardIssuTyCode: text("card_issu_ty_code").notNull().default("I"),
  extraTels: jsonb("extra_tels").$type<ExtraTel[]>().notNull().default([]),
});

/** Marketing reception consent per channel (01 SMS, 02 EMAIL, 03 TM, 04 DM, 09 PUSH). */
export const memberConsents = pgTable(
  "member_consents",
  {
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    agreRecptnTyCode: text("agre_recptn_ty_code").notNull(),
    recptnAtSeCode: text("recptn_at_se_code").notNull(),
    agreDe: date("agre_de", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mberNo, t.agreRecptnTyCode] })],
);

/** The chain's employees; a member registers one of these numbers to become an employee member. */
export const employees = pgTable("employees", {
  empNo: text("emp_no").primaryKey(),
  empNm: text("emp_nm").notNull(),
  deptNm: text("dept_nm").notNull(),
  active: boolean("active").notNull().default(true),
});

/** Why and when a member left; the member row stays (masked) for order and ledger history. */
export const memberQuits = pgTable("member_quits", {
  mberNo: text("mber_no")
    .primaryKey()
    .references(() => members.mberNo, { onDelete: "cascade" }),
  reasonCode: text("reason_code").notNull(),
  reasonText: text("reason_text"),
  quitAt: timestamp("quit_at", { withTimezone: true }).notNull(),
});
