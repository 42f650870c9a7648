import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Published app versions per OS code; the newest row per OS is the one the shell compares. */
export const appVersions = pgTable(
  "app_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    osCode: text("os_code").notNull(),
    updateVersion: text("update_version").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("app_versions_os_released_idx").on(t.osCode, t.releasedAt)],
);
