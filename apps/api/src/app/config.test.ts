import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config";

describe("loadConfig", () => {
  it("has working defaults, with paths relative to the repository root", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: "127.0.0.1", port: 3000, accessTokenTtlSeconds: 900 });
    expect(config.dataDir).toBe(`${REPO_ROOT}data/pglite`);
    expect(config.webDistDir).toBe(`${REPO_ROOT}apps/web/dist`);
    expect(config.loginRateLimit).toEqual({ perId: 5, perAddress: 20, windowMinutes: 15 });
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ TOKEN_SECRET: "short" })).toThrow(/TOKEN_SECRET/);
  });

  it("requires TOKEN_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/TOKEN_SECRET: is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: "production", TOKEN_SECRET: "x".repeat(40) }).tokenSecret).toBe("x".repeat(40));
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });
});
