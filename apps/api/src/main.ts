import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./app/config";
import { openDatabase } from "./app/db";
import { createLogger } from "./app/http/logger";
import { createJobHost, jobLockKeys } from "./app/jobs";
import { migrateDatabase } from "./app/migrate";
import { deriveKeys, resolveTokenSecret } from "./app/secrets";
import { seedIfEmpty } from "./app/seed";
import { createApp, type Lifecycle } from "./app/server";
import { shutDownGracefully } from "./app/shutdown";

async function main() {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Instances starting together on one PostgreSQL migrate and seed one after the other (decision 446).
  let seeded = false;
  const prepare = async () => {
    await migrateDatabase(database);
    seeded = await seedIfEmpty(database.db);
  };
  if (database.withAdvisoryLock)
    await database.withAdvisoryLock(jobLockKeys("start-up: migrate and seed"), prepare, true);
  else await prepare();
  const keys = deriveKeys(await resolveTokenSecret(database.db, config.tokenSecret));
  const jobHost = createJobHost(database);
  const lifecycle: Lifecycle = { draining: false };
  const app = createApp({ config, database, keys, logger, jobs: true, jobHost, lifecycle });

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info(
      {
        url: `http://${config.host}:${info.port}`,
        db: database.kind,
        seeded,
        startupMs: Math.round(performance.now() - started),
      },
      `Cellar is listening on http://${config.host}:${info.port}`,
    );
  });

  // An idle keep-alive connection stays open longer than the idle time-outs of clients and load
  // balancers (60 s is common), so the server never closes a socket a client is sending on: with
  // Node's default 5 s, a request sent as the server closed its idle socket failed with ECONNRESET.
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;

  // Graceful shutdown (decision 444): a second signal while stopping is ignored; the limit holds.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, "shutting down");
    shutDownGracefully({
      server: server as Server,
      database,
      jobHost,
      lifecycle,
      logger,
      timeoutMs: config.shutdownTimeoutMs,
    }).then(
      (clean) => process.exit(clean ? 0 : 1),
      (error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("Cellar failed to start:", error);
  process.exit(1);
});
