import { createHash, randomBytes } from "node:crypto";
import { SPECIAL_SALES } from "@cellar/contracts";

/** Invitation codes compare in upper case without spaces ("special 2026" = "SPECIAL2026"). */
export const normaliseCode = (code: string) => code.replace(/\s+/g, "").toUpperCase();
export const hashCode = (code: string) => createHash("sha256").update(normaliseCode(code)).digest("hex");

/** A guest session token: the prefix, then 32 random bytes; only its hash is stored. */
export const newGuestToken = () => `${SPECIAL_SALES.guestTokenPrefix}${randomBytes(32).toString("base64url")}`;
export const hashGuestToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const isGuestToken = (token: string | undefined): token is string =>
  Boolean(token?.startsWith(SPECIAL_SALES.guestTokenPrefix));

export const newGuestId = () => `G${randomBytes(8).toString("hex").toUpperCase()}`;
