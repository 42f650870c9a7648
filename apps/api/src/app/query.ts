import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The database handle as modules see it. It does not name the schema (app/schema.ts), so a
 * repository importing it does not import every table of the app, and tables can import each
 * other's module entries without a cycle through here (docs/decisions/375). No code uses Drizzle's
 * relational queries (`db.query.…`), which would need the schema in the type.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Queryable = Db | Tx;
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /**
   * PostgreSQL only (decision 446): runs `work` while this process holds the session advisory lock
   * (`pg_try_advisory_lock`) named by the two keys, on a connection of its own; answers false
   * without running it when another session holds it — or, with `wait`, waits for it
   * (`pg_advisory_lock`). PGlite is one process: no lock is needed.
   */
  withAdvisoryLock?: (keys: readonly [number, number], work: () => Promise<void>, wait?: boolean) => Promise<boolean>;
  /** PGlite only: the whole database as one file, to start copies from (test template). */
  dump?: () => Promise<Blob>;
};

/** Runs raw SQL and returns its rows, whichever driver answers. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
