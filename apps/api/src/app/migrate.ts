import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type Database, queryRows, type Schema } from "./db";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Applies the drizzle-kit migrations in apps/api/drizzle (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}

let latestMigrationAt: number | undefined;

/**
 * Whether the database holds every migration of this build (the readiness check, decision 444):
 * drizzle records each applied one with its journal time, so the newest recorded must be at least
 * the journal's last.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  latestMigrationAt ??= Math.max(
    ...(
      JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: { when: number }[] }
    ).entries.map((e) => e.when),
  );
  try {
    const [row] = await queryRows<{ at: string | null }>(
      database.db,
      sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
    );
    return Number(row?.at ?? 0) >= latestMigrationAt;
  } catch {
    return false;
  }
}
