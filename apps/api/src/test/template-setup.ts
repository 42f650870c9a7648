import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../app/db";
import { migrateDatabase } from "../app/migrate";
import { seedIfEmpty } from "../app/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite dumped to a file: each API test file's database starts as a copy. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the API tests: migrates and seeds one PGlite once per run (about 7 s) and
 * dumps it; `startTestServer` loads a copy for each test file (about 2 s) instead of migrating and
 * seeding its own.
 */
export async function setup(project: TestProject) {
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  const file = join(tmpdir(), `cellar-api-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => rm(file, { force: true });
}
