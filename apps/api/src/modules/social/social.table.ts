import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";

/** A member's linked social accounts: one per provider, and a provider account links to one member. */
export const socialLinks = pgTable(
  "social_links",
  {
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    email: text("email"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mberNo, t.provider] }),
    uniqueIndex("social_links_provider_user_uq").on(t.provider, t.providerUserId),
  ],
);

/**
 * One provider round trip (decision 431): started by a browser that holds the binding cookie (only
 * its SHA-256 is kept), finished once at the callback. A person no member has linked gets a join
 * token (SHA-256 kept) that the join uses once.
 */
export const socialAttempts = pgTable(
  "social_attempts",
  {
    bindingHash: text("binding_hash").primaryKey(),
    provider: text("provider").notNull(),
    /** login | link. */
    purpose: text("purpose").notNull(),
    /** The member linking (purpose link). */
    mberNo: text("mber_no").references(() => members.mberNo, { onDelete: "cascade" }),
    /** PKCE verifier; its S256 challenge went to the provider. */
    codeVerifier: text("code_verifier").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    joinTokenHash: text("join_token_hash"),
    providerUserId: text("provider_user_id"),
    email: text("email"),
    joinExpiresAt: timestamp("join_expires_at", { withTimezone: true }),
    joinUsedAt: timestamp("join_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("social_attempts_join_token_uq").on(t.joinTokenHash),
    index("social_attempts_expires_idx").on(t.expiresAt),
  ],
);
