import { hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./query";
import { appSettings } from "./settings.table";

/** Keys derived from the one token secret, each for a single purpose. */
export type Keys = {
  /** HMAC-SHA256 key of access tokens. */
  accessToken: Buffer;
  /** AES-256-GCM key for member-facing encrypted values (getEncrypt, tel). */
  memberData: Buffer;
};

const SECRET_KEY = "token_secret";

/**
 * TOKEN_SECRET when configured; otherwise a secret generated once for this database and kept in
 * app_settings, so tokens survive restarts of the same data directory.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error("token secret could not be stored");
  return row.value;
}

export function deriveKeys(secret: string): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", secret, "cellar", info, 32));
  return { accessToken: derive("access-token"), memberData: derive("member-data") };
}
