import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Database, Db } from "./query";
import * as schema from "./schema";

export type Schema = typeof schema;
export { type Database, type Db, type DbKind, type Queryable, queryRows, type Tx } from "./query";

export type DatabaseOptions = {
  /** postgres:// URL; when set the PostgreSQL driver is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir`): the tests' seeded template. */
  loadDataDir?: Blob | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query("select 1");
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const withAdvisoryLock = async (keys: readonly [number, number], work: () => Promise<void>, wait = false) => {
      const client = await pool.connect();
      let broken = false;
      try {
        if (wait) await client.query("select pg_advisory_lock($1, $2)", [...keys]);
        else {
          const got = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [...keys]);
          if (!got.rows[0]?.ok) return false;
        }
        try {
          await work();
        } finally {
          await client.query("select pg_advisory_unlock($1, $2)", [...keys]).catch(() => {
            broken = true;
          });
        }
        return true;
      } finally {
        // A connection whose unlock failed is dropped, which ends its session and so its lock.
        client.release(broken);
      }
    };
    return { db, kind: "postgres", close: () => pool.end(), withAdvisoryLock };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs catalogue search (docs/decisions/200-search.md); btree_gist the exclusion constraint
  // that keeps paid-membership periods apart (docs/decisions/370). PostgreSQL ships both in contrib.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gist },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}
