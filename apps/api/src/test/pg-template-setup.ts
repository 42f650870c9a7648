import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../app/db";
import { migrateDatabase } from "../app/migrate";
import { seedIfEmpty } from "../app/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PostgreSQL database each PostgreSQL test file's database is created from. */
    pgTemplateDatabase: string;
  }
}

/**
 * Vitest global setup of the PostgreSQL suite: migrates and seeds one database once per run;
 * `createPgTestDatabase` then makes each test file's database with `create database … template …`
 * (a file copy on the server, well under a second) instead of migrating and seeding its own.
 * Without TEST_DATABASE_URL the suite's files skip themselves, and so does this.
 */
export async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `cellar_template_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  await database.close();
  // `create database … template` refuses while anyone is connected to the template, and the pool's
  // sockets close a moment after close() resolves.
  await untilNoConnections(adminUrl, name);
  project.provide("pgTemplateDatabase", name);
  return () => admin(adminUrl, `drop database if exists ${name} with (force)`);
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function untilNoConnections(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
