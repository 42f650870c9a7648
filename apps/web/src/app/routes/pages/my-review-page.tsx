import { MyReviewRoute } from "../../../features/reviews/routes/my-review-route";
import { href } from "../paths";

const productHref = (itemCd: string) => href("productDetail", { itemCd });

export default function MyReviewPage() {
  return <MyReviewRoute productHref={productHref} />;
}
