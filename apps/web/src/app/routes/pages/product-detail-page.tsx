import { useLocation, useNavigate, useParams } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { useSessionStore } from "../../../features/auth/stores/session-store";
import { useAddToCart } from "../../../features/cart/api/add-to-cart";
import { usePaidMember } from "../../../features/membership/api/is-paid-member";
import { ProductDetailRoute } from "../../../features/product/routes/product-detail-route";
import { ReviewSection } from "../../../features/reviews/components/review-section";
import { useChooseStore } from "../../../features/stores/hooks/use-choose-store";
import { usePickupSync } from "../../../features/stores/hooks/use-pickup-sync";
import { WishHeart } from "../../../features/wishlist/components/wish-heart";
import { checkoutErrorText } from "../../../lib/http/checkout-error-text";
import { t } from "../../../lib/i18n/i18n";
import { useGlobalStore } from "../../../lib/state/global-store";
import { href } from "../paths";

/**
 * `/product/:itemCd`: the product feature, with the wish-list heart, the reviews and the shopper's
 * store (stores feature: chosen here, it is their store everywhere) composed in.
 */
export default function ProductDetailPage() {
  const { itemCd = "" } = useParams();
  const member = useSessionStore((s) => s.loginUserInfo);
  const paidMember = usePaidMember(member?.mberNo ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const isMember = Boolean(member);
  const login = href("login", {}, { redirectPath: `${location.pathname}${location.search}` });
  const onLoginRequired = () => void navigate(login);
  usePickupSync(member?.mberNo ?? null);
  const { choose } = useChooseStore(member?.mberNo ?? null);
  const addToCart = useAddToCart();
  const toast = useGlobalStore((s) => s.showToast);

  return (
    <ProductDetailRoute
      key={itemCd}
      itemCd={itemCd}
      viewer={{ isMember, paidMember, isEmp: Boolean(member?.isEmp) }}
      links={{ login, join: href("join"), cart: href("cart"), photoReview: href("photoReview", { productId: itemCd }) }}
      cartButton={<CartButton to={href("cart")} />}
      onLoginRequired={onLoginRequired}
      onChooseStore={(store) => void choose(store)}
      onAddToCart={async ({ itemCd: cd, tnantCd, optItemCd, itemQty }) => {
        if (!isMember) {
          onLoginRequired();
          throw new Error("login required");
        }
        try {
          await addToCart.mutateAsync({ items: [{ itemCd: cd, tnantCd, itemQty, optItemCd }] });
          toast(t("cart:added"));
        } catch (e) {
          const text = checkoutErrorText(e);
          if (text) toast(text);
          throw e;
        }
      }}
      renderWish={(product) => (
        <WishHeart
          itemCd={product.itemCd}
          initial={product.isAttention}
          isMember={isMember}
          onLoginRequired={onLoginRequired}
        />
      )}
      renderReviews={(product) => (
        <ReviewSection
          itemCd={product.itemCd}
          itemNm={product.itemNm}
          canReview={product.canReview}
          isMember={isMember}
          photoTo={href("photoReview", { productId: product.itemCd })}
          reportTo={(reviewNo) => href("reportReview", {}, { reviewNo })}
        />
      )}
    />
  );
}
