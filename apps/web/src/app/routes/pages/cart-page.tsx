import { useNavigate } from "react-router";
import { CartRoute } from "../../../features/cart/routes/cart-route";
import { href } from "../paths";

const productHref = (itemCd: string) => href("productDetail", { itemCd });

/** `/cart` and `/basket` (issue 6). */
export default function CartPage() {
  const navigate = useNavigate();
  return (
    <CartRoute
      productHref={productHref}
      onOrder={() => void navigate(href("order"))}
      onShop={() => void navigate(href("product"))}
    />
  );
}
