import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./app/config";
import { openDatabase } from "./app/db";
import { createLogger } from "./app/http/logger";
import { migrateDatabase } from "./app/migrate";
import { deriveKeys, resolveTokenSecret } from "./app/secrets";
import { seedIfEmpty } from "./app/seed";
import { createApp } from "./app/server";

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
  await migrateDatabase(database);
  const seeded = await seedIfEmpty(database.db);
  const keys = deriveKeys(await resolveTokenSecret(database.db, config.tokenSecret));
  const app = createApp({ config, database, keys, logger, jobs: true });

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

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
    // Keep-alive connections must not hold the process forever.
    setTimeout(async () => {
      await database.close().catch(() => undefined);
      process.exit(0);
    }, 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("Cellar failed to start:", error);
  process.exit(1);
});
