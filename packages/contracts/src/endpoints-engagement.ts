import { attentionPageSchema, attentionRequestSchema, restockPageSchema, restockRequestSchema } from "./catalogue";
import { bindSchemas, empty } from "./endpoint-schemas";
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

/** Schemas of the wish-list, restock and review endpoints (routes-engagement.ts). */
export const engagementEndpoints = {
  attentionList: withSchemas("attentionList", { query: pageQuerySchema, response: attentionPageSchema }),
  attentionAdd: withSchemas("attentionAdd", { body: attentionRequestSchema, response: empty }),
  attentionRemoveAll: withSchemas("attentionRemoveAll", { response: empty }),
  attentionRemove: withSchemas("attentionRemove", { response: empty }),
  restockList: withSchemas("restockList", { query: pageQuerySchema, response: restockPageSchema }),
  restockAdd: withSchemas("restockAdd", { body: restockRequestSchema, response: empty }),
  restockRemove: withSchemas("restockRemove", { response: empty }),
  reviews: withSchemas("reviews", { query: reviewListQuerySchema, response: reviewPageSchema }),
  reviewWrite: withSchemas("reviewWrite", { body: reviewWriteSchema, response: reviewSchema }),
  reviewUpdate: withSchemas("reviewUpdate", { body: reviewWriteSchema, response: reviewSchema }),
  reviewDelete: withSchemas("reviewDelete", { response: empty }),
  /** multipart/form-data (field `file`); not JSON, so no body schema here. */
  reviewPhotoUpload: withSchemas("reviewPhotoUpload", { response: reviewPhotoSchema }),
  myReviews: withSchemas("myReviews", { query: pageQuerySchema, response: myReviewPageSchema }),
  writableReviews: withSchemas("writableReviews", { response: writableReviewListSchema }),
  reviewReport: withSchemas("reviewReport", { body: reviewReportSchema, response: empty }),
} as const;
