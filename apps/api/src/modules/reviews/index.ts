/** The reviews module's public entry: the only file other modules import (docs/decisions/375). */
export { registerReviewPhotoRoute } from "./review-photos";
export { insertBoughtOrders, insertRows, insertSeedPhotos, reviewText, seedReviewerReviews } from "./review-seed";
export { registerReviewsRoutes } from "./reviews.routes";
