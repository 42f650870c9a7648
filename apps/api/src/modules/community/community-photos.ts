import { randomBytes } from "node:crypto";
import { COMMUNITY_LIMITS, type CommunityPhoto } from "@cellar/contracts";
import type { Context, Hono } from "hono";
import sharp from "sharp";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { CommunityDeps } from "./community.usecases";
import { COMMUNITY_PHOTO_ROUTE, COMMUNITY_THUMB_ROUTE, photoOf } from "./community-view";

const FILE_ID = /^CF[0-9a-f]{24}$/;

/** The real type of an image from its first bytes: JPEG, PNG or WebP; null for anything else. */
export function sniffImage(b: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((v, k) => b[i + k] === v);
  if (b.length >= 4 && at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (b.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (b.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}
const DAY_MS = 86_400_000;
/** Unattached photos a member may hold (three full posts' worth). */
export const LOOSE_PHOTO_LIMIT = 3 * COMMUNITY_LIMITS.maxPhotos;
/** Larger images are refused before decoding (a decompression bomb stays a small file). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Resizes a photo on the server (docs/decisions/388): turned upright by its EXIF orientation,
 * at most photoMaxSide px on its longest side, JPEG without any metadata (no GPS, no camera), and
 * a square thumbnail for the feed. Anything sharp cannot decode is refused as a wrong type.
 */
export async function resizePhoto(bytes: Buffer) {
  try {
    const base = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const side = COMMUNITY_LIMITS.photoMaxSide;
    const photo = await base()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize({ width: COMMUNITY_LIMITS.thumbMaxSide, height: COMMUNITY_LIMITS.thumbMaxSide, fit: "cover" })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return { bytes: photo.data, width: photo.info.width, height: photo.info.height, thumbBytes: thumb };
  } catch {
    throw new AppError("communityPhotoType");
  }
}

/**
 * Stores one photo of the member (multipart field `file`) after checking its size and real type,
 * resized. Photos left unattached for a day are deleted on the member's next upload.
 */
export async function uploadPhoto(deps: CommunityDeps, mberNo: string, file: unknown): Promise<CommunityPhoto> {
  if (!(file instanceof File)) throw new AppError("validation", "file: attach one image file");
  if (file.size > COMMUNITY_LIMITS.maxPhotoBytes) throw new AppError("communityPhotoTooLarge");
  if (file.size === 0) throw new AppError("validation", "file: the file is empty");
  const raw = Buffer.from(await file.arrayBuffer());
  if (!sniffImage(raw)) throw new AppError("communityPhotoType");
  const resized = await resizePhoto(raw);
  const fileId = `CF${randomBytes(12).toString("hex")}`;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await deps.repo.lockMember(tx, mberNo);
    await deps.photos.deleteAbandonedPhotos(tx, mberNo, new Date(now.getTime() - DAY_MS));
    if ((await deps.photos.countLoosePhotos(tx, mberNo)) >= LOOSE_PHOTO_LIMIT) {
      throw new AppError("validation", "file: too many photos waiting; post or remove some first");
    }
    await deps.photos.insertPhoto(tx, { fileId, mberNo, ...resized }, now);
  });
  return photoOf(fileId);
}

/** Serves photos and thumbnails (JPEG, never sniffed by the browser, cached for good). */
export function servePhotos(app: Hono<AppEnv>, deps: CommunityDeps) {
  const serve = (thumb: boolean) => async (c: Context<AppEnv>) => {
    const fileId = c.req.param("fileId") ?? "";
    const photo = FILE_ID.test(fileId) ? await deps.photos.findPhoto(deps.db, fileId, thumb) : null;
    if (!photo) throw new AppError("notFound");
    const bytes = photo.bytes instanceof Buffer ? photo.bytes : Buffer.from(photo.bytes);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    });
  };
  app.get(COMMUNITY_THUMB_ROUTE, serve(true));
  app.get(COMMUNITY_PHOTO_ROUTE, serve(false));
}
