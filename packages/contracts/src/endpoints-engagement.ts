import { z } from "zod";
import { restockPageSchema, restockRequestSchema, wishlistPageSchema, wishlistRequestSchema } from "./catalogue";
import { bindSchemas, empty } from "./endpoint-schemas";
import { keyParam } from "./input-rules";
import { pageQuerySchema } from "./paging";
import {
  myReviewPageSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewPhotoSchema,
  reviewReportSchema,
  reviewSchema,
  reviewWriteSchema,
  writableReviewListSchema,
} from "./reviews";
import { engagementRoutes } from "./routes-engagement";

const withSchemas = bindSchemas(engagementRoutes);
const itemCdParams = z.object({ itemCd: keyParam("itemCd") });
const reviewNoParams = z.object({ reviewNo: keyParam("reviewNo") });

/** Schemas of the wish-list, restock and review endpoints (routes-engagement.ts). */
export const engagementEndpoints = {
  wishlist: withSchemas("wishlist", { query: pageQuerySchema, response: wishlistPageSchema }),
  wishlistAdd: withSchemas("wishlistAdd", { body: wishlistRequestSchema, response: empty }),
  wishlistRemoveAll: withSchemas("wishlistRemoveAll", { response: empty }),
  wishlistRemove: withSchemas("wishlistRemove", { params: itemCdParams, response: empty }),
  restockList: withSchemas("restockList", { query: pageQuerySchema, response: restockPageSchema }),
  restockAdd: withSchemas("restockAdd", { body: restockRequestSchema, response: empty }),
  restockRemove: withSchemas("restockRemove", { params: itemCdParams, response: empty }),
  reviews: withSchemas("reviews", { params: itemCdParams, query: reviewListQuerySchema, response: reviewPageSchema }),
  reviewWrite: withSchemas("reviewWrite", { params: itemCdParams, body: reviewWriteSchema, response: reviewSchema }),
  reviewUpdate: withSchemas("reviewUpdate", {
    params: reviewNoParams,
    body: reviewWriteSchema,
    response: reviewSchema,
  }),
  reviewDelete: withSchemas("reviewDelete", { params: reviewNoParams, response: empty }),
  /** multipart/form-data (field `file`); not JSON, so no body schema here. */
  reviewPhotoUpload: withSchemas("reviewPhotoUpload", { response: reviewPhotoSchema }),
  myReviews: withSchemas("myReviews", { query: pageQuerySchema, response: myReviewPageSchema }),
  writableReviews: withSchemas("writableReviews", { response: writableReviewListSchema }),
  reviewReport: withSchemas("reviewReport", { params: reviewNoParams, body: reviewReportSchema, response: empty }),
} as const;
