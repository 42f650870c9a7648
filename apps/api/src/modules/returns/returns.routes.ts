import type { Hono } from "hono";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import type { Db } from "../../app/query";
import * as repo from "./returns.repository";
import { myReturns, type ReturnsDeps, requestReturn, returnDetail, returnEligibility } from "./returns.usecases";
import { RETURN_PHOTO_ROUTE } from "./returns.view";
import { payReturnFee } from "./returns-fee.usecases";
import { moveReturn, retryGatewayRefund, storeReturnDetail } from "./returns-store.usecases";

/**
 * Returns and exchanges (issue 23): a member's eligibility, request, list, detail and fee payment
 * (user-api); the store side moves a return on, reads it and retries a failed partial cancel
 * (mngr-api, header `x-mngr-key`).
 */
export function registerReturnsRoutes(router: Router, deps: ReturnsDeps, mngrApiKey: string | undefined): void {
  router.mount("returnEligibility", async ({ member, query }) => returnEligibility(deps, member.mberNo, query.orderNo));
  router.mount("returnList", async ({ member, query }) => myReturns(deps, member.mberNo, query));
  router.mount("returnRequest", async ({ member, body }) => requestReturn(deps, member.mberNo, body));
  router.mount("returnDetail", async ({ member, params }) => returnDetail(deps, member.mberNo, params.returnNo));
  router.mount("returnFeePay", async ({ member, params, body }) =>
    payReturnFee(deps, params.returnNo, member.mberNo, body),
  );
  router.mount("mngrReturnMove", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return moveReturn(deps, params.returnNo, body);
  });
  router.mount("mngrReturnDetail", async ({ c, params }) => {
    requireStoreKey(c, mngrApiKey);
    return storeReturnDetail(deps, params.returnNo);
  });
  router.mount("mngrReturnRefundRetry", async ({ c, params }) => {
    requireStoreKey(c, mngrApiKey);
    return retryGatewayRefund(deps, params.returnNo);
  });
}

const FILE_ID = /^RP[0-9a-f]{24}$/;

/** Serves a return's photo by its unguessable id (like review photos), never sniffed. */
export function serveReturnPhotos(app: Hono<AppEnv>, db: Db) {
  app.get(RETURN_PHOTO_ROUTE, async (c) => {
    const fileId = c.req.param("fileId");
    const photo = FILE_ID.test(fileId) ? await repo.findPhotoFile(db, fileId) : null;
    if (!photo) throw new AppError("notFound");
    const bytes = photo.bytes instanceof Buffer ? photo.bytes : Buffer.from(photo.bytes);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": photo.contentType,
      "Content-Length": String(bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=86400",
      "Content-Disposition": "inline",
    });
  });
}
