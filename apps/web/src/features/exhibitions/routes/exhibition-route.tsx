import { EXHIBITION_TYPES, type ExhibitionType } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { useExhibitionDetail } from "../api/get-exhibition-detail";
import { useExhibitions } from "../api/get-exhibitions";
import { BannerCard, BannerCardSkeleton } from "../components/banner-card";
import { DetailSkeleton } from "../components/detail-skeleton";
import { DetailView } from "../components/detail-view";
import { LoadError, LoginRequired } from "../components/page-states";
import { useDetailPages } from "../hooks/use-detail-pages";
import styles from "./list-route.module.css";

export type ExhibitionLinks = {
  /** This kind's page (the list). */
  listTo: string;
  /** This kind's page with `?exhibitionNo=`. */
  exhibitionTo: (exhibitionNo: string) => string;
  productTo: (itemCd: string) => string;
  /** Login, returning here. */
  loginTo: string;
};

type ExhibitionRouteProps = {
  type: ExhibitionType;
  links: ExhibitionLinks;
  /** Signed in: members-only kinds need it. */
  isMember: boolean;
};

/**
 * `/exhibition` and the members-only `/membershipOnlyOne`, `/membershipBrand`, `/membershipPlan`:
 * the exhibitions of one kind, or one of them with `?exhibitionNo=`. Members-only kinds show a
 * login invitation to a guest (inside the app the guard has sent them to login already).
 */
export function ExhibitionRoute({ type, links, isMember }: ExhibitionRouteProps) {
  const [search] = useSearchParams();
  const exhibitionNo = search.get("exhibitionNo")?.trim() ?? "";
  if (type !== EXHIBITION_TYPES.public && !isMember) return <LoginRequired loginTo={links.loginTo} />;
  if (exhibitionNo) return <ExhibitionDetail key={exhibitionNo} exhibitionNo={exhibitionNo} links={links} />;
  return <ExhibitionList type={type} links={links} />;
}

function ExhibitionList({ type, links }: { type: ExhibitionType; links: ExhibitionLinks }) {
  const { t } = useTranslation("exhibitions");
  const query = useExhibitions(type);
  return (
    <div className={styles.page} data-exhibition-type={type}>
      <div className={styles.intro}>
        <p className={styles.introEyebrow}>{t(`kinds.${type}.eyebrow`)}</p>
        <h2 className={styles.introTitle}>{t(`kinds.${type}.headline`)}</h2>
        <p className={styles.introText}>{t(`kinds.${type}.text`)}</p>
      </div>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className={styles.list}>
          <BannerCardSkeleton />
          <BannerCardSkeleton />
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState title={t("emptyExhibitions")} />
      ) : query.data.length === 1 ? (
        // a kind with one exhibition running shows it at once (its products are what the page is for)
        <div className={styles.single}>
          <ExhibitionDetail exhibitionNo={query.data[0]!.exhibitionNo} links={links} />
        </div>
      ) : (
        <ul className={styles.list} aria-label={t(`kinds.${type}.title`)}>
          {query.data.map((e, i) => (
            <li key={e.exhibitionNo}>
              <BannerCard banner={e} to={links.exhibitionTo(e.exhibitionNo)} eager={i === 0} id={e.exhibitionNo} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ExhibitionDetail({ exhibitionNo, links }: { exhibitionNo: string; links: ExhibitionLinks }) {
  const query = useExhibitionDetail(exhibitionNo);
  const pages = useDetailPages(query);
  if (query.isError && !pages.first) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} listTo={links.listTo} />;
  }
  if (!pages.first) return <DetailSkeleton />;
  return (
    <DetailView
      banner={pages.first}
      description={{ html: pages.first.contentHtml }}
      products={pages.products}
      totalCnt={pages.totalCnt}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      productTo={links.productTo}
    />
  );
}
