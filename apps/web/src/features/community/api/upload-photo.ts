import { callEndpoint } from "../../../lib/http/client";

/** POST user-api /api/community/photos, multipart field `file`; the server resizes it. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append("file", file);
  return callEndpoint("communityPhotoUpload", { data: form, silent: true, timeoutMs: 60_000 });
}
