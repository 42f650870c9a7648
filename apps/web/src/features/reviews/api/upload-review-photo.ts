import { callEndpoint } from "../../../lib/http/client";

/** POST product-api /api/reviews/photos, multipart field `file` (checked on the client first). */
export function uploadReviewPhoto(file: File) {
  const form = new FormData();
  form.append("file", file);
  return callEndpoint("reviewPhotoUpload", { data: form, silent: true, timeoutMs: 30_000 });
}
