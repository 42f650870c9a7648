/** The reviews module's public entry: the only file other modules import (docs/decisions/375). */
export { REVIEW_PHOTO_KIND } from "./review-photos.repository";
export { registerReviewPhotoRoute, registerReviewsRoutes } from "./reviews.routes";
