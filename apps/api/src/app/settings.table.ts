import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Values generated once per database, e.g. the token secret when TOKEN_SECRET is not set. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
