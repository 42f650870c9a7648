import { useNavigate } from "react-router";
import { cartQueryOptions } from "../../../features/cart/api/get-cart";
import { CartRoute } from "../../../features/cart/routes/cart-route";
import { orderLinesQuery } from "../../../features/order/rules/order-address";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const productHref = (itemCd: string) => href("productDetail", { itemCd });

/** The member's cart in the first answer. */
export const loader = prefetched((queryClient) => queryClient.prefetchQuery(cartQueryOptions()));
export const clientLoader = clientSide;

/** `/cart` and `/basket` (issue 6). */
export default function CartPage() {
  const navigate = useNavigate();
  return (
    <CartRoute
      productHref={productHref}
      onOrder={(cartNos) => void navigate(href("order", {}, orderLinesQuery(cartNos)))}
      onShop={() => void navigate(href("product"))}
    />
  );
}
