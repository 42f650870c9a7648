import { THUMBNAIL_PATH, thumbnailQuerySchema } from "@cellar/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../../app/http/context";
import { failForStatus } from "../../app/http/envelope";
import { parseWith, readQuery } from "../../app/http/validate";
import type { Db } from "../../app/query";
import * as repo from "./files.repository";
import { findThumbnail, type ThumbnailDeps } from "./thumbnail";

/** Images never change for an id: cached for a year (the API's no-store is replaced here only). */
const CACHE = "public, max-age=31536000, immutable";

/**
 * GET {THUMBNAIL_PATH}?FILE_ID=…&FILE_SEQ_NO=… (SPEC §7): an image, not an envelope; a missing
 * id or a bad number is a 400 envelope naming the field, an unknown image a 404 envelope.
 */
export function registerThumbnailRoute(app: Hono<AppEnv>, db: Db): void {
  const deps: ThumbnailDeps = { db, repo };
  app.get(THUMBNAIL_PATH, async (c) => {
    const q = parseWith(thumbnailQuerySchema, readQuery(c), "query");
    const image = await findThumbnail(deps, q.FILE_ID, q.FILE_SEQ_NO);
    if (!image) return c.json(failForStatus(404), 404);
    c.header("Cache-Control", CACHE);
    c.header("ETag", image.etag);
    if (etagMatches(c.req.header("If-None-Match"), image.etag)) return c.body(null, 304);
    c.header("Content-Type", image.contentType);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(image.body as string);
  });
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
