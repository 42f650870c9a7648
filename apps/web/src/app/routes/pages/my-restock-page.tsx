import { MyRestockRoute } from "../../../features/wishlist/routes/my-restock-route";
import { href } from "../paths";

const productHref = (itemCd: string) => href("productDetail", { itemCd });

export default function MyRestockPage() {
  return <MyRestockRoute productHref={productHref} />;
}
