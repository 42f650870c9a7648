import { useTranslation } from "react-i18next";
import { CategoryShortcuts } from "../components/category-shortcuts";
import { EventShortcuts } from "../components/event-shortcuts";
import { HomeHeader } from "../components/home-header";
import { HomeSection } from "../components/home-section";
import { ProductRailSkeleton } from "../components/product-rail";
import { PromotionCarouselSkeleton } from "../components/promotion-carousel";
import type { HomeLinks } from "./home-route";
import styles from "./home-route.module.css";

type HomeSkeletonRouteProps = {
  links: Pick<HomeLinks, "home" | "search" | "cart" | "ranking" | "newArrivals" | "categoryTo" | "eventShortcuts">;
};

/**
 * The home screen as it looks while its data loads (SPEC's skeletonMain, `/skeleton`): the same
 * header, carousel and rail placeholders and the same section titles HomeRoute shows before its
 * answer arrives; the parts that need no data (header, categories, event shortcuts) work as on the home screen.
 */
export function HomeSkeletonRoute({ links }: HomeSkeletonRouteProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <HomeHeader homeTo={links.home} searchTo={links.search} cartTo={links.cart} />
      <main className={styles.main} aria-busy="true">
        <h1 className="visually-hidden">{t("title")}</h1>
        <PromotionCarouselSkeleton />
        <CategoryShortcuts categoryTo={links.categoryTo} />
        <EventShortcuts links={links.eventShortcuts} />
        <HomeSection name="ranking" title={t("ranking.title")} subtitle={t("ranking.subtitle")} moreTo={links.ranking}>
          <ProductRailSkeleton />
        </HomeSection>
        <HomeSection
          name="new"
          title={t("newArrivals.title")}
          subtitle={t("newArrivals.subtitle")}
          moreTo={links.newArrivals}
        >
          <ProductRailSkeleton />
        </HomeSection>
      </main>
    </>
  );
}
