import type { Exhibition } from "@cellar/contracts/client";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useHome } from "../api/get-home";
import { CategoryShortcuts } from "../components/category-shortcuts";
import { type EventShortcutLinks, EventShortcuts } from "../components/event-shortcuts";
import { ExhibitionRail } from "../components/exhibition-rail";
import { HomeError } from "../components/home-error";
import { HomeHeader } from "../components/home-header";
import { HomeSection } from "../components/home-section";
import { GuestMemberCta, type MemberLinks, MemberSection } from "../components/member-section";
import { ProductRail, ProductRailSkeleton } from "../components/product-rail";
import { PromotionCarousel, PromotionCarouselSkeleton } from "../components/promotion-carousel";
import { ViewedGoodsSection } from "../components/viewed-goods-section";
import styles from "./home-route.module.css";

export type HomeLinks = MemberLinks & {
  /** Lucky draws, the roulette, events and special sales (issue 22). */
  eventShortcuts: EventShortcutLinks;
  home: string;
  search: string;
  cart: string;
  login: string;
  promotions: string;
  exhibitions: string;
  ranking: string;
  newArrivals: string;
  productTo: (itemCd: string) => string;
  promotionTo: (promotionNo: string) => string;
  exhibitionTo: (exhibition: Exhibition) => string;
  categoryTo: (category: string | null) => string;
};

type HomeRouteProps = {
  links: HomeLinks;
  /** The signed-in member, or null for a guest. */
  member: { mberNo: string; korMberNm: string } | null;
};

/**
 * `/`: promotions, category shortcuts, event shortcuts, ranking, members-only picks (or a login invitation), new
 * arrivals, exhibitions and the recently viewed goods. Every data section keeps its final size
 * while loading, so nothing moves when the answer arrives. Memoised: the page around it renders
 * again when the member's stores settle after hydration, with the same props (decision 316).
 */
export const HomeRoute = memo(function HomeRoute({ links, member }: HomeRouteProps) {
  const { t } = useTranslation("home");
  const home = useHome(member?.mberNo ?? null);
  const data = home.data;

  return (
    <>
      <HomeHeader homeTo={links.home} searchTo={links.search} cartTo={links.cart} />
      <main className={styles.main}>
        <h1 className="visually-hidden">{t("title")}</h1>
        {home.isError ? (
          <HomeError onRetry={() => void home.refetch()} retrying={home.isFetching} />
        ) : data ? (
          data.promotions.length > 0 ? (
            <PromotionCarousel promotions={data.promotions} promotionTo={links.promotionTo} allTo={links.promotions} />
          ) : null
        ) : (
          <PromotionCarouselSkeleton />
        )}
        <CategoryShortcuts categoryTo={links.categoryTo} />
        <EventShortcuts links={links.eventShortcuts} />
        {home.isError ? null : (
          <>
            <HomeSection
              name="ranking"
              title={t("ranking.title")}
              subtitle={t("ranking.subtitle")}
              moreTo={links.ranking}
            >
              {data ? (
                <ProductRail products={data.ranking} productTo={links.productTo} ranked label={t("ranking.title")} />
              ) : (
                <ProductRailSkeleton />
              )}
            </HomeSection>
            {member === null ? (
              <GuestMemberCta loginTo={links.login} />
            ) : data?.memberOnly ? (
              <MemberSection
                memberName={member.korMberNm}
                memberOnly={data.memberOnly}
                links={links}
                productTo={links.productTo}
                planTo={links.exhibitionTo}
              />
            ) : null}
            <HomeSection
              name="new"
              title={t("newArrivals.title")}
              subtitle={t("newArrivals.subtitle")}
              moreTo={links.newArrivals}
            >
              {data ? (
                <ProductRail products={data.newArrivals} productTo={links.productTo} label={t("newArrivals.title")} />
              ) : (
                <ProductRailSkeleton />
              )}
            </HomeSection>
            {data && data.exhibitions.length > 0 ? (
              <HomeSection name="exhibitions" title={t("exhibitions.title")} moreTo={links.exhibitions}>
                <ExhibitionRail
                  exhibitions={data.exhibitions}
                  exhibitionTo={links.exhibitionTo}
                  label={t("exhibitions.title")}
                />
              </HomeSection>
            ) : null}
          </>
        )}
        <ViewedGoodsSection productTo={links.productTo} />
      </main>
    </>
  );
});
