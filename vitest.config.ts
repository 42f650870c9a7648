import { defineConfig } from "vitest/config";
import { webNodeProject } from "./apps/web/vitest.config";

/**
 * One Vitest run, five projects:
 *  - contracts, web-node, web: unit tests of pure rules (Node) and of components (web: jsdom);
 *    see apps/web/vitest.config.ts
 *  - api: API tests over real HTTP handlers on a migrated, seeded PGlite
 *  - api-pg: the PostgreSQL suite (concurrency); needs TEST_DATABASE_URL
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
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
