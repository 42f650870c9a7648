import { createHash } from "node:crypto";

/** A weak validator of a body: the same bytes (identity or gzipped) answer to it (RFC 9110 §8.8.1). */
export function weakEtagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): the API's compression marks the ETag
 * weak (`W/"…"`), and a browser sends back what it got.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
