import { defineConfig } from "vitest/config";
import { webNodeProject } from "./apps/web/vitest.config.ts";

/**
 * One Vitest run, five projects:
 *  - contracts, web-node, web: unit tests of pure rules (Node) and of components (web: jsdom);
 *    see apps/web/vitest.config.ts
 *  - api: API tests over real HTTP handlers on a migrated, seeded PGlite
 *  - api-pg: the PostgreSQL suite (concurrency); needs TEST_DATABASE_URL; each file's database is
 *    a copy of one seeded template database (apps/api/src/test/pg-template-setup.ts)
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"], environment: "node" } },
      "apps/web/vitest.config.ts",
      webNodeProject,
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.pg.test.ts"],
          // One seeded PGlite per run; each test file starts from a copy (apps/api/src/test/template-setup.ts).
          globalSetup: ["src/test/template-setup.ts"],
          // Each file builds its own app and database, so the files share one module graph per
          // worker instead of importing the whole API again for each (half the suite's CPU).
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api-pg",
          root: "apps/api",
          include: ["src/**/*.pg.test.ts"],
          // One migrated, seeded database per run; each file's database is created from it.
          globalSetup: ["src/test/pg-template-setup.ts"],
          isolate: false,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
