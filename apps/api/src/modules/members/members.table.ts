import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Membership grades (Silver → Gold → Black → VIP), ordered by their start point. */
export const grades = pgTable("grades", {
  gradRegNo: text("grad_reg_no").primaryKey(),
  gradNm: text("grad_nm").notNull(),
  gradEngNm: text("grad_eng_nm").notNull(),
  gradKorNm: text("grad_kor_nm").notNull(),
  /** Purchase amount (won) in the evaluation period from which the grade applies. */
  gradStartPoint: integer("grad_start_point").notNull(),
  /** Point accrual rate in percent. */
  gradRate: numeric("grad_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
  /** Level 1..4. */
  gradValue: integer("grad_value").notNull(),
  vipgradAtCode: text("vipgrad_at_code").notNull().default("N"),
  benefits: text("benefits").array().notNull().default(sql`'{}'::text[]`),
  sortOrdr: integer("sort_ordr").notNull(),
});

export const members = pgTable(
  "members",
  {
    mberNo: text("mber_no").primaryKey(),
    loginId: text("login_id").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    korMberNm: text("kor_mber_nm").notNull(),
    engLastNm: text("eng_last_nm"),
    engFrstNm: text("eng_frst_nm"),
    nickName: text("nick_name"),
    birthday: text("birthday"),
    gradRegNo: text("grad_reg_no")
      .notNull()
      .references(() => grades.gradRegNo),
    /** Purchase amount counted towards the grade in the current period. */
    gradRegPoint: integer("grad_reg_point").notNull().default(0),
    mberSttusSeCode: text("mber_sttus_se_code").notNull().default("01"),
    telFrstNo: text("tel_frst_no"),
    telMidNo: text("tel_mid_no"),
    telIndNo: text("tel_ind_no"),
    email: text("email"),
    nltyCode: text("nlty_code"),
    nltyCodeNm: text("nlty_code_nm"),
    nationCode: text("nation_code"),
    nationCodeNm: text("nation_code_nm"),
    mbrshCardNo: text("mbrsh_card_no").unique(),
    recomdrId: text("recomdr_id"),
    firstScrbDe: date("first_scrb_de", { mode: "string" }).notNull(),
    crtfcSeCode: text("crtfc_se_code").notNull().default("Y"),
    scrbCoursMth: text("scrb_cours_mth"),
    ctmmnyNo: text("ctmmny_no").notNull(),
    snsTyCode: text("sns_ty_code"),
    frgnrSeCode: text("frgnr_se_code").notNull().default("01"),
    scrbcoursTyCode: text("scrbcours_ty_code").notNull().default("02"),
    pwdChngLmttDe: date("pwd_chng_lmtt_de", { mode: "string" }),
    sexSeCode: text("sex_se_code"),
    pchrgMberYnCode: integer("pchrg_mber_yn_code").notNull().default(0),
    prepaidBalance: integer("prepaid_balance").notNull().default(0),
    isEmp: boolean("is_emp").notNull().default(false),
    empNo: text("emp_no"),
    migrationMberJoinType: text("migration_mber_join_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("members_login_id_lower_idx").on(sql`lower(${t.loginId})`),
    // One account per e-mail, nickname and employee number (joining and account management).
    uniqueIndex("members_email_uq").on(t.email),
    uniqueIndex("members_nick_name_uq").on(t.nickName),
    uniqueIndex("members_emp_no_uq").on(t.empNo),
  ],
);

/** Push tokens: one row per device token, owned by the member who last registered it. */
export const pushTokens = pgTable("push_tokens", {
  pushToken: text("push_token").primaryKey(),
  mberNo: text("mber_no")
    .notNull()
    .references(() => members.mberNo, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
