import { COUPON_SEARCH_TYPES, type Coupon, type CouponSearchType } from "@cellar/contracts/client";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BarcodePopup } from "../../../components/ui/barcode-popup";
import { Select } from "../../../components/ui/choice-inputs";
import { AlertDialog } from "../../../components/ui/dialog";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { Tabs } from "../../../components/ui/tabs";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { isApiError } from "../../../lib/http/errors";
import { type CouponOrder, couponPageQueryKey, getCouponPage, toListPage } from "../api/get-coupon-page";
import { CouponDetailSheet } from "../components/coupon-detail-sheet";
import { CouponItem } from "../components/coupon-item";
import { visibleCoupons } from "../rules/coupon-rules";
import styles from "./coupon-route.module.css";

const ORDERS: readonly CouponOrder[] = ["deadline", "latest"];

const readSearchType = (v: string | null): CouponSearchType =>
  (COUPON_SEARCH_TYPES as readonly string[]).includes(v ?? "") ? (v as CouponSearchType) : "AVAILABLE";
const readOrder = (v: string | null): CouponOrder => (v === "latest" ? "latest" : "deadline");

/** `/coupon`: the member's coupons by status and sort (kept in the URL), ten per page. */
export function CouponRoute({ paidMember }: { paidMember: boolean }) {
  const { t } = useTranslation("coupons");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const [search, setSearch] = useSearchParams();
  const searchType = readSearchType(search.get("searchType"));
  const order = readOrder(search.get("order"));
  const [detailNo, setDetailNo] = useState<string | null>(null);
  const [barcode, setBarcode] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const list = useInfiniteList<Coupon>({
    queryKey: couponPageQueryKey(searchType, order),
    logTag: "coupons",
    fetchPage: async (pageNo) => toListPage(await getCouponPage({ searchType, orderColId: order, pageNo })),
  });
  const coupons = visibleCoupons(list.items, paidMember);

  // SPEC §8: a paged coupon call answered with status 400 shows an alert with the server's message.
  useEffect(() => {
    if (isApiError(list.error) && list.error.status === 400) setAlert(list.error.message);
  }, [list.error]);

  const update = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={ts("routes:coupon")} onBack={goBack} />
      <main className={styles.page}>
        <Tabs
          label={t("page.tabs")}
          value={searchType}
          onChange={(v) => update("searchType", v)}
          items={COUPON_SEARCH_TYPES.map((v) => ({ value: v, label: t(`page.searchType.${v}`) }))}
        />
        <div className={styles.toolbar}>
          <p className={styles.count}>{t("page.count", { count: Math.max(list.total, coupons.length) })}</p>
          <label className={styles.sort}>
            <span className="visually-hidden">{t("page.sort")}</span>
            <Select value={order} onValue={(v) => update("order", v)}>
              {ORDERS.map((o) => (
                <option key={o} value={o}>
                  {t(`page.order.${o}`)}
                </option>
              ))}
            </Select>
          </label>
        </div>
        {list.settled && coupons.length === 0 ? <p className={styles.empty}>{t(`page.empty.${searchType}`)}</p> : null}
        <ul className={styles.list}>
          {coupons.map((coupon) => (
            <li key={coupon.cpnIssuNo} className={styles.item}>
              <CouponItem
                coupon={coupon}
                countdown={searchType === "AVAILABLE"}
                onBarcode={searchType === "AVAILABLE" ? setBarcode : undefined}
                footer={
                  <button type="button" className={styles.detail} onClick={() => setDetailNo(coupon.cpnIssuNo)}>
                    {t("detail.title")}
                  </button>
                }
              />
            </li>
          ))}
        </ul>
        <InfiniteSentinel active={list.canLoadMore} onVisible={list.loadMore} />
      </main>
      <CouponDetailSheet cpnIssuNo={detailNo} onClose={() => setDetailNo(null)} onBarcode={setBarcode} />
      <BarcodePopup
        open={barcode !== null}
        onClose={() => setBarcode(null)}
        title={t("barcodeTitle")}
        value={barcode ?? ""}
        caption={barcode ?? ""}
        countAsPopup={false}
      />
      <AlertDialog open={alert !== null} message={alert ?? ""} onConfirm={() => setAlert(null)} />
    </>
  );
}
