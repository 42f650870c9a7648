import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

/** A signed-in device. One active (revokedAt null) session per member; it is the refresh-token family. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** replaced | logout | reuse */
    revokedReason: text("revoked_reason"),
    userAgent: text("user_agent"),
    clientAddr: text("client_addr"),
  },
  (t) => [index("sessions_mber_active_idx").on(t.mberNo, t.revokedAt)],
);

/** Refresh tokens, stored as SHA-256 hashes; usedAt marks a rotated token (reuse → family revoked). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/** Fixed-window counters for login attempts (key: `id:<loginId>` or `addr:<address>`). */
export const loginRateLimits = pgTable("login_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
