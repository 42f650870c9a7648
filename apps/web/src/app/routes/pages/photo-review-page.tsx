import { useParams } from "react-router";
import { PhotoReviewRoute } from "../../../features/reviews/routes/photo-review-route";

export default function PhotoReviewPage() {
  const { productId = "" } = useParams();
  return <PhotoReviewRoute key={productId} itemCd={productId} />;
}
