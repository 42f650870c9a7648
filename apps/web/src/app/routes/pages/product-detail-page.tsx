import type { ProductDetail } from "@cellar/contracts/client";
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import type { SelectedStore } from "../../../domain/stores/store-info-state";
import { useSessionState } from "../../../features/auth/state/session-state";
import { useAddToCart } from "../../../features/cart/api/add-to-cart";
import { usePaidMember } from "../../../features/membership/api/is-paid-member";
import { PreorderBanner } from "../../../features/preorders/components/preorder-banner";
import { productDetailQueryOptions } from "../../../features/product/api/get-product-detail";
import { ProductDetailRoute } from "../../../features/product/routes/product-detail-route";
import { ReviewSection } from "../../../features/reviews/components/review-section";
import { useChooseStore } from "../../../features/stores/hooks/use-choose-store";
import { usePickupSync } from "../../../features/stores/hooks/use-pickup-sync";
import { WishHeart } from "../../../features/wishlist/components/wish-heart";
import { t } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

type CartLine = { itemCd: string; tnantCd: string; optItemCd: string | null; itemQty: number };

const reportTo = (reviewNo: string) => href("reportReview", {}, { reviewNo });
const preorderTo = (preorderCd: string) => href("reservationDetail", {}, { preorderCd });
const cartButton = <CartButton to={href("cart")} />;

/**
 * The product in the first answer, with no store chosen (the chosen store lives in the browser,
 * which asks for its stock once the page is live).
 */
export const loader = prefetched(async (queryClient, { params }) => {
  await queryClient.prefetchQuery(productDetailQueryOptions(params.itemCd ?? "", null));
});
export const clientLoader = clientSide;

/**
 * `/product/:itemCd`: the product feature, with the wish-list heart, the reviews and the shopper's
 * store (stores feature: chosen here, it is their store everywhere) composed in.
 */
export default function ProductDetailPage() {
  const { itemCd = "" } = useParams();
  const member = useSessionState((s) => s.loginUserInfo);
  const paidMember = usePaidMember(member?.mberNo ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const isMember = Boolean(member);
  const isEmp = Boolean(member?.isEmp);
  const login = href("login", {}, { redirectPath: `${location.pathname}${location.search}` });
  usePickupSync(member?.mberNo ?? null);
  const { choose } = useChooseStore(member?.mberNo ?? null);
  const { mutateAsync: addLines } = useAddToCart();
  const toast = useGlobalState((s) => s.showToast);

  // The product view is memoised (decision 316): what it is given stays the same objects until
  // something it shows changes, so this page rendering again (a store or a query it reads) does not
  // render the whole product page again.
  const onLoginRequired = useCallback(() => void navigate(login), [navigate, login]);
  const viewer = useMemo(() => ({ isMember, paidMember, isEmp }), [isMember, paidMember, isEmp]);
  const links = useMemo(
    () => ({ login, join: href("join"), cart: href("cart"), photoReview: href("photoReview", { productId: itemCd }) }),
    [login, itemCd],
  );
  const onChooseStore = useCallback((store: SelectedStore) => void choose(store), [choose]);
  const onAddToCart = useCallback(
    async ({ itemCd: cd, tnantCd, optItemCd, itemQty }: CartLine) => {
      if (!isMember) {
        onLoginRequired();
        throw new Error("login required");
      }
      try {
        await addLines({ items: [{ itemCd: cd, tnantCd, itemQty, optItemCd }] });
        toast(t("cart:added"));
      } catch (e) {
        const text = checkoutErrorText(e);
        if (text) toast(text);
        throw e;
      }
    },
    [isMember, onLoginRequired, addLines, toast],
  );
  const renderWish = useCallback(
    (product: ProductDetail) => (
      <WishHeart
        itemCd={product.itemCd}
        initial={product.isAttention}
        isMember={isMember}
        onLoginRequired={onLoginRequired}
      />
    ),
    [isMember, onLoginRequired],
  );
  // A bottle with an open or upcoming pre-order links to it (issue 24), above the reviews.
  const renderReviews = useCallback(
    (product: ProductDetail) => (
      <>
        <PreorderBanner itemCd={product.itemCd} detailTo={preorderTo} />
        <ReviewSection
          itemCd={product.itemCd}
          itemNm={product.itemNm}
          canReview={product.canReview}
          isMember={isMember}
          photoTo={href("photoReview", { productId: product.itemCd })}
          reportTo={reportTo}
        />
      </>
    ),
    [isMember],
  );

  return (
    <ProductDetailRoute
      key={itemCd}
      itemCd={itemCd}
      viewer={viewer}
      links={links}
      cartButton={cartButton}
      onLoginRequired={onLoginRequired}
      onChooseStore={onChooseStore}
      onAddToCart={onAddToCart}
      renderWish={renderWish}
      renderReviews={renderReviews}
    />
  );
}
