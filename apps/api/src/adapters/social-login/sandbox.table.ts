import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The social-login sandbox's own people: one account per provider and e-mail, as a provider keeps them. */
export const sandboxSocialAccounts = pgTable(
  "sandbox_social_accounts",
  {
    /** The provider's user id (what it reports to us). */
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_social_accounts_provider_email_uq").on(t.provider, t.email)],
);

/** Authorization codes the sandbox handed out: single use, 5 minutes, bound to a PKCE challenge. */
export const sandboxSocialCodes = pgTable("sandbox_social_codes", {
  code: text("code").primaryKey(),
  provider: text("provider").notNull(),
  accountId: text("account_id")
    .notNull()
    .references(() => sandboxSocialAccounts.id, { onDelete: "cascade" }),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
