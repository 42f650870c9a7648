import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import { inject } from "vitest";
import { type Config, loadConfig } from "../app/config";
import { type Database, openDatabase } from "../app/db";
import { createLogger } from "../app/http/logger";
import { migrateDatabase } from "../app/migrate";
import { deriveKeys, resolveTokenSecret } from "../app/secrets";
import { seedIfEmpty } from "../app/seed";
import { createApp } from "../app/server";

export const DEMO_PASSWORD = "Cellar!2345";

export type TestServerOptions = {
  env?: Record<string, string>;
  /** An already migrated and seeded database (PostgreSQL suite); default: in-memory PGlite. */
  database?: Database;
  logLevel?: string;
};

export type ApiResponse = {
  status: number;
  headers: Headers;
  body: { code: string; message: string; data: unknown };
};

/** The real app on an ephemeral port over a migrated, seeded database, with a clock tests can move. */
export async function startTestServer(options: TestServerOptions = {}) {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const config: Config = loadConfig({
    NODE_ENV: "test",
    WEB_DIST_DIR: "/nonexistent/cellar-dist",
    TRUST_PROXY: "true",
    ...options.env,
  });
  const database = options.database ?? (await templateCopy());
  const keys = deriveKeys(await resolveTokenSecret(database.db, config.tokenSecret));
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(options.logLevel ?? "silent", sink);
  const app = createApp({ config, database, keys, logger, clock });
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse> {
    const res = await fetch(base + path, {
      method: init.method ?? "GET",
      headers: {
        "content-type": "application/json",
        // A distinct address per call keeps the per-address login limit out of unrelated tests.
        "x-forwarded-for": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...init.headers,
      },
      body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  async function login(loginId: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
    const res = await call("/auth-api/v1.0.0/api/membership/login", {
      method: "POST",
      body: { loginId, password },
      headers,
    });
    return {
      res,
      access: res.headers.get("x-scm-token") ?? "",
      refresh: res.headers.get("x-ref-token") ?? "",
    };
  }

  return {
    base,
    config,
    database,
    logLines,
    call,
    login,
    /** The server's clock (moved by `advance`): dates a test expects must come from it. */
    now: clock,
    /** Moves the server's clock forward. */
    advance: (ms: number) => {
      offsetMs += ms;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; close them so the server can stop now.
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      if (!options.database) await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * An in-memory PGlite that starts as a copy of the run's seeded template (template-setup.ts), or,
 * outside such a run, one migrated and seeded here.
 */
export async function templateCopy(): Promise<Database> {
  const template = inject("pgliteTemplate");
  if (template) return openDatabase({ loadDataDir: new Blob([await readFile(template)]) });
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  return database;
}

export const member = (access: string) => ({ "x-scm-token": access });
