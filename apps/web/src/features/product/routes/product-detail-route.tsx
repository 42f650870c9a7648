import type { ProductDetail } from "@cellar/contracts/client";
import { memo, type ReactNode, useDeferredValue, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { type SelectedStore, useStoreInfoState } from "../../../domain/stores/store-info-state";
import { useViewedGoodsState } from "../../../domain/viewed-goods/viewed-goods-state";
import { isApiError } from "../../../lib/http/errors";
import { useProductDetail } from "../api/get-product-detail";
import { AdultGate } from "../components/adult-gate";
import { ProductBody, ProductHead } from "../components/product-body";
import { ProductSkeleton } from "../components/product-skeleton";
import { ShareButton } from "../components/share-button";
import { priceLines, type Viewer } from "../rules/pricing";
import styles from "./product-detail-route.module.css";

export type ProductDetailLinks = { login: string; join: string; cart: string; photoReview: string };

export type ProductDetailRouteProps = {
  itemCd: string;
  viewer: Viewer;
  links: ProductDetailLinks;
  /** The wish-list heart (wish-list feature), given the loaded product. */
  renderWish: (product: ProductDetail) => ReactNode;
  /** The reviews section (reviews feature). */
  renderReviews: (product: ProductDetail) => ReactNode;
  /** The cart icon of the header. */
  cartButton?: ReactNode;
  /** A guest asked for something members do (restock alert): the page sends them to login. */
  onLoginRequired: () => void;
  /**
   * Choosing a store in the stock picker; the app layer makes it the shopper's store everywhere
   * (stores feature). Without it the choice is only kept on this device.
   */
  onChooseStore?: (store: SelectedStore) => void;
  /** Adds a line to the cart (cart feature, composed by the app layer). */
  onAddToCart?: (line: { itemCd: string; tnantCd: string; optItemCd: string | null; itemQty: number }) => Promise<void>;
};

/** `/product/:itemCd`: images, names, prices, notes, stock, options, wish-list, reviews. */
export function ProductDetailRoute(props: ProductDetailRouteProps) {
  const chosen = useStoreInfoState((s) => s.selectedStore);
  const selectLocally = useStoreInfoState((s) => s.select);
  const query = useProductDetail(props.itemCd, chosen?.tnantCd ?? null);
  // While a new store's stock loads, the last answer stays (useProductDetail's placeholder). A new
  // answer renders the page in a transition, in short slices: a query's update alone would render
  // it synchronously, in one task (decision 316). Until then this component re-renders alone, as
  // the memoised view's props are unchanged.
  const product = useDeferredValue(query.data);

  // Viewed goods (SPEC §3, §9): recorded once the product is known to exist.
  const loadedCd = product?.itemCd;
  // In a task of its own (it reads and writes localStorage): not part of the commit that shows the page.
  useEffect(() => {
    if (!loadedCd) return;
    const timer = setTimeout(() => useViewedGoodsState.getState().record(loadedCd), 0);
    return () => clearTimeout(timer);
  }, [loadedCd]);

  return (
    <ProductDetailView
      {...props}
      product={product}
      failure={query.isError ? query.error : null}
      onRetry={query.refetch}
      chosen={chosen}
      choose={props.onChooseStore ?? selectLocally}
    />
  );
}

type ProductDetailViewProps = ProductDetailRouteProps & {
  product: ProductDetail | undefined;
  failure: Error | null;
  onRetry: () => unknown;
  chosen: SelectedStore | null;
  choose: (store: SelectedStore) => void;
};

const ProductDetailView = memo(function ProductDetailView(props: ProductDetailViewProps) {
  const { viewer, links, product, chosen, choose } = props;
  const { t } = useTranslation("product");
  const goBack = useGoBack();

  const header = (
    <PageHeader
      title={t("title")}
      onBack={goBack}
      right={
        <>
          <ShareButton disabled={!product} />
          {props.cartButton}
        </>
      }
    />
  );

  if (!product) {
    if (props.failure) {
      const notFound = isApiError(props.failure) && props.failure.status === 404;
      return (
        <>
          {header}
          <main className={styles.state}>
            <EmptyState
              title={notFound ? t("notFound") : t("loadFailed")}
              description={notFound ? t("notFoundHint") : undefined}
              action={
                notFound ? undefined : (
                  <button type="button" className={styles.retry} onClick={() => void props.onRetry()}>
                    {t("retry")}
                  </button>
                )
              }
            />
          </main>
        </>
      );
    }
    return (
      <>
        {header}
        <ProductSkeleton />
      </>
    );
  }

  const gated = product.adultOnly && !viewer.isMember;
  return (
    <>
      {header}
      {gated ? (
        <main>
          <ProductHead product={product} lines={null} />
          <AdultGate loginTo={links.login} joinTo={links.join} />
        </main>
      ) : (
        <ProductBody
          product={product}
          viewer={viewer}
          lines={priceLines(product, viewer)}
          chosen={chosen}
          onChoose={choose}
          wish={props.renderWish(product)}
          reviews={props.renderReviews(product)}
          onLoginRequired={props.onLoginRequired}
          onAddToCart={props.onAddToCart}
        />
      )}
    </>
  );
});
