import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: relative paths in the environment resolve from here, not from the cwd. */
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: int(0, 65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data/pglite"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Key of the store side (mngr-api order status); unset: the store endpoints answer 403. */
    MNGR_API_KEY: z.string().min(16, "must be at least 16 characters").optional(),
    ACCESS_TOKEN_TTL_SECONDS: int(1, 86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: int(1, 365).default(30),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().min(1).default("apps/web/dist"),
    APP_STORE_URL_IOS: z.url().default("https://apps.apple.com/kr/app/cellar/id0000000000"),
    APP_STORE_URL_ANDROID: z.url().default("https://play.google.com/store/apps/details?id=kr.cellar.app"),
    REMARKETING_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
    MAPS_APP_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "must be the maps provider's app key (8–64 letters, digits, - or _)")
      .optional(),
    MAPS_SCRIPT_URL: z.url({ protocol: /^https$/ }).default("https://dapi.kakao.com/v2/maps/sdk.js"),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, "must be an http(s) address")
      .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), "must contain {z}, {x} and {y}")
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_TILE_ATTRIBUTION: z.string().max(200).default("© OpenStreetMap contributors"),
    TRUST_PROXY: bool.default(false),
    LOGIN_RATE_LIMIT_PER_ID: int(1, 10_000).default(5),
    LOGIN_RATE_LIMIT_PER_ADDRESS: int(1, 100_000).default(20),
    LOGIN_RATE_LIMIT_WINDOW_MINUTES: int(1, 1440).default(15),
    /** The most a SIGTERM/SIGINT waits for requests in flight, then for job ticks (decision 444). */
    SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.TOKEN_SECRET) {
      ctx.addIssue({ code: "custom", path: ["TOKEN_SECRET"], message: "is required when NODE_ENV=production" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = {
  nodeEnv: Env["NODE_ENV"];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string | undefined;
  mngrApiKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: Env["LOG_LEVEL"];
  webDistDir: string;
  appStoreUrlIos: string;
  appStoreUrlAndroid: string;
  remarketingScriptUrl: string | undefined;
  /** Maps (docs/decisions/321): the provider script with a key, otherwise the open map with tiles. */
  maps: { appKey: string | undefined; scriptUrl: string; tileUrl: string; tileAttribution: string };
  trustProxy: boolean;
  loginRateLimit: { perId: number; perAddress: number; windowMinutes: number };
  shutdownTimeoutMs: number;
};

export class ConfigError extends Error {}

const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings (e.g. `DATABASE_URL=` in a .env) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenSecret: e.TOKEN_SECRET,
    mngrApiKey: e.MNGR_API_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    appStoreUrlIos: e.APP_STORE_URL_IOS,
    appStoreUrlAndroid: e.APP_STORE_URL_ANDROID,
    remarketingScriptUrl: e.REMARKETING_SCRIPT_URL,
    maps: {
      appKey: e.MAPS_APP_KEY,
      scriptUrl: e.MAPS_SCRIPT_URL,
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
    },
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: {
      perId: e.LOGIN_RATE_LIMIT_PER_ID,
      perAddress: e.LOGIN_RATE_LIMIT_PER_ADDRESS,
      windowMinutes: e.LOGIN_RATE_LIMIT_WINDOW_MINUTES,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
