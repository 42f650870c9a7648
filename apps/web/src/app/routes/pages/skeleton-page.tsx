import { PRODUCT_SORTS } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { ProductGridSkeleton } from "../../../features/catalogue/components/product-grid";
import { HomeSkeletonRoute } from "../../../features/home/routes/home-skeleton-route";
import { ProductSkeleton } from "../../../features/product/components/product-skeleton";
import { href } from "../paths";
import { eventShortcutLinks } from "./event-shortcut-links";

/** The screens whose loading look `/skeleton` shows: `?screen=home` (the default), `list`, `product`. */
export const SKELETON_SCREENS = ["home", "list", "product"] as const;
type SkeletonScreen = (typeof SKELETON_SCREENS)[number];

const homeLinks = {
  home: href("main"),
  search: href("search"),
  cart: href("cart"),
  ranking: href("product", {}, { sort: PRODUCT_SORTS.recommended }),
  newArrivals: href("product", {}, { sort: PRODUCT_SORTS.newest }),
  categoryTo: (category: string | null) => href("product", {}, { category }),
  eventShortcuts: eventShortcutLinks,
};

/**
 * `/skeleton` (SPEC's skeletonMain): the loading skeletons of the main screens, the very components
 * those screens show while their data loads; the native app can show it before the web app is
 * ready. The bottom bar keeps its active look here (route-rules.ts).
 */
export default function SkeletonPage() {
  const { t } = useTranslation("routes");
  const [params] = useSearchParams();
  const asked = params.get("screen");
  const screen: SkeletonScreen = SKELETON_SCREENS.includes(asked as SkeletonScreen)
    ? (asked as SkeletonScreen)
    : "home";
  const goBack = useGoBack(href("main"));
  if (screen === "home") return <HomeSkeletonRoute links={homeLinks} />;
  return (
    <>
      <PageHeader
        title={screen === "list" ? t("product") : t("productDetail")}
        onBack={goBack}
        right={<CartButton to={href("cart")} />}
      />
      {screen === "list" ? (
        <main aria-busy="true">
          <h1 className="visually-hidden">{t("product")}</h1>
          <ProductGridSkeleton />
        </main>
      ) : (
        <ProductSkeleton />
      )}
    </>
  );
}
