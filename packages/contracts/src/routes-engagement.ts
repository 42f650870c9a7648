import { REVIEW_PHOTO_UPLOAD_PATH } from "./catalogue-constants";
import type { EndpointRoute } from "./routes";

/** Issue 4, what a member does with products (product-api): wish-list, restock alerts, reviews. */
export const engagementRoutes = {
  wishlist: { method: "GET", prefix: "product-api", path: "/api/attention", auth: "member" },
  wishlistAdd: { method: "POST", prefix: "product-api", path: "/api/attention", auth: "member" },
  wishlistRemoveAll: { method: "DELETE", prefix: "product-api", path: "/api/attention/all", auth: "member" },
  wishlistRemove: { method: "DELETE", prefix: "product-api", path: "/api/attention/:itemCd", auth: "member" },
  restockList: { method: "GET", prefix: "product-api", path: "/api/restock", auth: "member" },
  restockAdd: { method: "POST", prefix: "product-api", path: "/api/restock", auth: "member" },
  restockRemove: { method: "DELETE", prefix: "product-api", path: "/api/restock/:itemCd", auth: "member" },
  reviews: { method: "GET", prefix: "product-api", path: "/api/products/:itemCd/reviews", auth: "optional" },
  reviewWrite: { method: "POST", prefix: "product-api", path: "/api/products/:itemCd/reviews", auth: "member" },
  reviewUpdate: { method: "PATCH", prefix: "product-api", path: "/api/reviews/:reviewNo", auth: "member" },
  reviewDelete: { method: "DELETE", prefix: "product-api", path: "/api/reviews/:reviewNo", auth: "member" },
  reviewPhotoUpload: { method: "POST", prefix: "product-api", path: REVIEW_PHOTO_UPLOAD_PATH, auth: "member" },
  myReviews: { method: "GET", prefix: "product-api", path: "/api/reviews/mine", auth: "member" },
  writableReviews: { method: "GET", prefix: "product-api", path: "/api/reviews/writable", auth: "member" },
  reviewReport: { method: "POST", prefix: "product-api", path: "/api/reviews/:reviewNo/report", auth: "member" },
} as const satisfies Record<string, EndpointRoute>;
