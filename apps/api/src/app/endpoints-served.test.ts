import { API_VERSION, endpoints } from "@cellar/contracts";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { createLogger } from "./http/logger";
import { deriveKeys } from "./secrets";
import { createApp } from "./server";

describe("endpoint table", () => {
  it("has a handler for every entry of the contracts `endpoints` table", async () => {
    const database = await openDatabase({});
    try {
      const app = createApp({
        config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "/nonexistent/cellar-dist" }),
        database,
        keys: deriveKeys("x".repeat(32)),
        logger: createLogger("silent"),
      });
      const served = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
      const missing = Object.entries(endpoints)
        .map(([name, e]) => ({ name, key: `${e.method} /${e.prefix}/${API_VERSION}${e.path}` }))
        .filter((e) => !served.has(e.key));
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
