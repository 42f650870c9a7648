import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../app/db";
import { migrateDatabase } from "../app/migrate";
import { seedIfEmpty } from "../app/seed";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * A fresh database `cellar_test_<random>` on the TEST_DATABASE_URL server, migrated and seeded
 * like a first start: a copy of the run's template (apps/api/src/test/pg-template-setup.ts), or,
 * outside that setup, migrated and seeded here. `drop` removes it (WITH (FORCE)) after the suite.
 */
export async function createPgTestDatabase(
  adminUrl: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `cellar_test_${randomBytes(6).toString("hex")}`;
  const template = inject("pgTemplateDatabase");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  if (!template) {
    await migrateDatabase(database);
    await seedIfEmpty(database.db);
  }
  return {
    database,
    /** The database's own URL: a second pool on it is a second instance (instances.pg.test.ts). */
    url: url.toString(),
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        // pool.end() resolves before its sockets have closed; forcing the drop while they close makes
        // the server kill them, which surfaces as unhandled 57P01 errors after busy suites.
        for (let i = 0; i < 40; i++) {
          const { rows } = await dropper.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
