import type { Coupon } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { couponPageQueryKey, getCouponPage, toListPage } from "../api/get-coupon-page";
import { visibleCoupons } from "../rules/coupon-rules";
import { CouponItem } from "./coupon-item";
import styles from "./panel-list.module.css";

type PanelCouponListProps = {
  /** Paid members also see classes 80-110 (SPEC §5). */
  paidMember: boolean;
  onBarcode: (publishNo: string) => void;
  scrollRoot: Element | null;
};

/**
 * 'list of usable coupons' of the membership panel: usable coupons ending soonest first, ten per
 * page. Failures empty the list and stop the scrolling; they are only logged (SPEC §8).
 */
export function PanelCouponList({ paidMember, onBarcode, scrollRoot }: PanelCouponListProps) {
  const { t } = useTranslation("coupons");
  const list = useInfiniteList<Coupon>({
    queryKey: [...couponPageQueryKey("AVAILABLE", "deadline"), "panel"],
    logTag: "coupons",
    fetchPage: async (pageNo) =>
      toListPage(await getCouponPage({ searchType: "AVAILABLE", orderColId: "deadline", pageNo }, { silent: true })),
  });
  const coupons = visibleCoupons(list.items, paidMember);

  return (
    <section className={styles.section} aria-labelledby="panel-coupons-title">
      <h3 id="panel-coupons-title" className={styles.title}>
        {t("listTitle")}
      </h3>
      {list.settled && coupons.length === 0 ? <p className={styles.empty}>{t("empty")}</p> : null}
      <ul className={styles.list}>
        {coupons.map((coupon) => (
          <li key={coupon.cpnIssuNo}>
            <CouponItem coupon={coupon} onBarcode={onBarcode} />
          </li>
        ))}
      </ul>
      <InfiniteSentinel active={list.canLoadMore} onVisible={list.loadMore} root={scrollRoot} />
    </section>
  );
}
