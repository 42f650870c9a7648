import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Certifications started by the app (one row per module token). The identity is filled from the
 * provider's server-side answer, never from the client; `usedAt` makes the token single-use.
 */
export const certVerifications = pgTable(
  "cert_verifications",
  {
    token: text("token").primaryKey(),
    certType: text("cert_type").notNull(),
    /** PENDING → VERIFIED | CANCELLED. */
    status: text("status").notNull(),
    /** The signed-in member who started it, if any. */
    mberNo: text("mber_no"),
    korMberNm: text("kor_mber_nm"),
    birthday: text("birthday"),
    sexSeCode: text("sex_se_code"),
    frgnrSeCode: text("frgnr_se_code"),
    telFrstNo: text("tel_frst_no"),
    telMidNo: text("tel_mid_no"),
    telIndNo: text("tel_ind_no"),
    /** The provider's stable person key (connecting information). */
    ciNo: text("ci_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("cert_verifications_expires_idx").on(t.expiresAt)],
);
