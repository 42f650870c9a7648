import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The certification sandbox's own records: what the person typed and chose on its page. */
export const sandboxCertifications = pgTable("sandbox_certifications", {
  token: text("token").primaryKey(),
  certType: text("cert_type").notNull(),
  /** PENDING → APPROVED | CANCELLED. */
  status: text("status").notNull(),
  name: text("name"),
  birthday: text("birthday"),
  phone: text("phone"),
  sexSeCode: text("sex_se_code"),
  frgnrSeCode: text("frgnr_se_code"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
