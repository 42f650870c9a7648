import { createHash } from "node:crypto";
import type { Queryable } from "../../app/query";
import { categoryName } from "../codes";
import type * as FilesRepository from "./files.repository";
import { bannerSvg, labelSvg } from "./thumbnail-art";

/** What the thumbnail use-case works with: the database and the module's repository (routes build it). */
export type ThumbnailDeps = { db: Queryable; repo: typeof FilesRepository };

export type Thumbnail = { body: string | Uint8Array; contentType: string; etag: string };

const etagOf = (body: string | Uint8Array) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
const svg = (body: string): Thumbnail => ({ body, contentType: "image/svg+xml", etag: etagOf(body) });

/** Generated art kept in memory: at most this many images, each for this long (decision 311). */
export const ART_CACHE_MAX = 5000;
export const ART_CACHE_TTL_MS = 10 * 60_000;
const artCache = new Map<string, { at: number; image: Thumbnail }>();

/**
 * The image at the thumbnail address (SPEC §7): product label art (FILE_ID = a product's file id,
 * FILE_SEQ_NO 1..its image count), promotion and exhibition banners (FILE_SEQ_NO 1), or an
 * uploaded file. Null when there is no such image. Generated art is drawn from the catalogue once
 * and served from memory for a while (a page shows dozens at once); uploads are always read, so a
 * deleted photo is gone at once.
 */
export async function findThumbnail(
  deps: ThumbnailDeps,
  fileId: string,
  seq: number,
  now: number = Date.now(),
): Promise<Thumbnail | null> {
  const key = `${fileId}\u0000${seq}`;
  const hit = artCache.get(key);
  if (hit && now - hit.at < ART_CACHE_TTL_MS) return hit.image;
  const art = await drawArt(deps, fileId, seq);
  if (art) {
    if (artCache.size >= ART_CACHE_MAX) artCache.delete(artCache.keys().next().value as string);
    artCache.set(key, { at: now, image: art });
    return art;
  }
  return readUpload(deps, fileId, seq);
}

/** Label art of a product or a banner, or null when the id is neither (or the number is past its images). */
async function drawArt({ db, repo }: ThumbnailDeps, fileId: string, seq: number): Promise<Thumbnail | null> {
  const product = await repo.findProductImage(db, fileId);
  if (product) {
    if (seq > Math.max(1, product.imageCount)) return null;
    return svg(
      labelSvg({
        code: product.itemCd,
        seq,
        title: product.itemNm,
        subtitle: seq === 1 ? categoryName(product.clasMCd) : product.itemEngNm,
        producer: product.producer ?? "",
        vintage: product.vintage,
        clasMCd: product.clasMCd,
      }),
    );
  }
  const banner = await repo.findBannerImage(db, fileId);
  return banner && seq === 1 ? svg(bannerSvg(banner)) : null;
}

async function readUpload({ db, repo }: ThumbnailDeps, fileId: string, seq: number): Promise<Thumbnail | null> {
  const file = await repo.findUpload(db, fileId, seq);
  if (!file) return null;
  const bytes = file.bytes instanceof Uint8Array ? file.bytes : new Uint8Array(file.bytes as ArrayBuffer);
  return { body: bytes, contentType: file.contentType, etag: etagOf(bytes) };
}
