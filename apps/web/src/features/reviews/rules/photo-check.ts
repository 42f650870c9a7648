import { REVIEW_LIMITS } from "@cellar/contracts/client";

export type PhotoProblem = "badType" | "tooBig" | "tooMany";

/**
 * Client-side check of picked photos (the API checks again): JPEG/PNG/WEBP only, at most 5 MB each,
 * at most 5 per review counting those already attached. Answers the files to upload and the first
 * problem met (the rest of the files are still accepted when they pass).
 */
export function checkPhotos(
  files: readonly Pick<File, "type" | "size">[],
  alreadyAttached: number,
): { accepted: number[]; problem: PhotoProblem | null } {
  const accepted: number[] = [];
  let problem: PhotoProblem | null = null;
  files.forEach((file, index) => {
    if (!(REVIEW_LIMITS.photoTypes as readonly string[]).includes(file.type)) {
      problem ??= "badType";
      return;
    }
    if (file.size > REVIEW_LIMITS.maxPhotoBytes) {
      problem ??= "tooBig";
      return;
    }
    if (alreadyAttached + accepted.length >= REVIEW_LIMITS.maxPhotos) {
      problem ??= "tooMany";
      return;
    }
    accepted.push(index);
  });
  return { accepted, problem };
}

/** Content length as the API counts it (trimmed). */
export const contentLength = (text: string) => text.trim().length;

export function canSubmitReview(rating: number, content: string, uploading: boolean): boolean {
  const len = contentLength(content);
  return !uploading && rating >= 1 && rating <= 5 && len >= REVIEW_LIMITS.minContent && len <= REVIEW_LIMITS.maxContent;
}
