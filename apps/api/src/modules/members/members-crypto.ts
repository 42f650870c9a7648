import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/** AES-256-GCM, packed as base64url(iv ‖ ciphertext ‖ tag). */
function sealWithIv(key: Buffer, iv: Buffer, plaintext: string): string {
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** Random IV: every call gives a new value (e.g. the phone number in login info). */
export const seal = (key: Buffer, plaintext: string): string => sealWithIv(key, randomBytes(12), plaintext);

/**
 * IV derived from the plaintext (synthetic IV): the same member number always gives the same value,
 * which an advertising member id needs, while the number itself stays hidden.
 */
export function sealStable(key: Buffer, plaintext: string): string {
  const iv = createHmac("sha256", key).update(`siv:${plaintext}`).digest().subarray(0, 12);
  return sealWithIv(key, iv, plaintext);
}

export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
}
