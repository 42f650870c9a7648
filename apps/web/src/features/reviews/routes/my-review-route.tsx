import type { Review } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { ProductCard } from "../../../components/ui/product-card";
import { Tabs } from "../../../components/ui/tabs";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useGlobalState } from "../../../lib/state/global-state";
import { useDeleteReview } from "../api/delete-review";
import { getMyReviewPage, type MyReview, myReviewsQueryKey } from "../api/get-my-reviews";
import { useWritableReviews } from "../api/get-writable-reviews";
import { ReviewFormSheet } from "../components/review-form-sheet";
import { ReviewItem } from "../components/review-item";
import styles from "./my-review-route.module.css";

type Tab = "writable" | "written";
type Editing = { itemCd: string; itemNm: string; review: Review | null };

/** `/my/review`: bought items still to review (write) and my reviews (edit, delete); tab in the URL. */
export function MyReviewRoute({ productHref }: { productHref: (itemCd: string) => string }) {
  const { t } = useTranslation("reviews");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get("tab") === "written" ? "written" : "writable";
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  const writable = useWritableReviews(tab === "writable");
  const written = useInfiniteList<MyReview>({
    queryKey: myReviewsQueryKey,
    fetchPage: getMyReviewPage,
    enabled: tab === "written",
    logTag: "my-reviews",
  });
  const remove = useDeleteReview();

  return (
    <>
      <PageHeader title={ts("routes:myReview")} onBack={goBack} />
      <main className={styles.page}>
        <Tabs
          label={t("my.tabs")}
          value={tab}
          onChange={(v) => setSearch({ tab: v }, { replace: true })}
          items={[
            { value: "writable", label: t("my.writable") },
            { value: "written", label: t("my.written") },
          ]}
        />
        {tab === "writable" ? (
          writable.isPending ? (
            <div className={styles.skeleton} aria-busy="true" />
          ) : writable.isError || writable.data.length === 0 ? (
            <EmptyState
              title={writable.isError ? t("loadFailed") : t("my.writableEmpty")}
              description={writable.isError ? undefined : t("my.writableHint")}
            />
          ) : (
            <ul className={styles.list}>
              {writable.data.map((w) => (
                <li key={`${w.orderNo}-${w.product.itemCd}`}>
                  <ProductCard
                    product={w.product}
                    to={productHref(w.product.itemCd)}
                    layout="row"
                    footer={
                      <div className={styles.footer}>
                        <span className={styles.meta}>
                          {t("my.ordered", { date: formatInstant(w.orderedAt, false) })}
                        </span>
                        <button
                          type="button"
                          className={styles.write}
                          onClick={() =>
                            setEditing({ itemCd: w.product.itemCd, itemNm: w.product.itemNm, review: null })
                          }
                        >
                          {t("write")}
                        </button>
                      </div>
                    }
                  />
                </li>
              ))}
            </ul>
          )
        ) : written.isLoading ? (
          <div className={styles.skeleton} aria-busy="true" />
        ) : written.items.length === 0 ? (
          <EmptyState title={written.failed ? t("loadFailed") : t("my.writtenEmpty")} />
        ) : (
          <ul className={styles.written}>
            {written.items.map((r) => (
              <li key={r.reviewNo}>
                <Link to={productHref(r.itemCd)} className={styles.product}>
                  <img src={r.product.imageUrl} alt="" width={40} height={53} loading="lazy" />
                  <span>{r.product.itemNm}</span>
                </Link>
                <ReviewItem
                  review={r}
                  reportTo={null}
                  onEdit={(review) => setEditing({ itemCd: r.itemCd, itemNm: r.product.itemNm, review })}
                  onDelete={() => setDeleting(r)}
                />
              </li>
            ))}
          </ul>
        )}
        {tab === "written" ? <InfiniteSentinel onVisible={written.loadMore} active={written.canLoadMore} /> : null}
      </main>
      {editing ? (
        <ReviewFormSheet
          key={editing.review?.reviewNo ?? editing.itemCd}
          open
          onClose={() => setEditing(null)}
          itemCd={editing.itemCd}
          productName={editing.itemNm}
          review={editing.review}
        />
      ) : null}
      <AlertDialog
        open={deleting !== null}
        message={t("deleteConfirm")}
        confirmLabel={t("delete")}
        cancelLabel={t("common:cancel")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            remove.mutate(
              { reviewNo: target.reviewNo, itemCd: target.itemCd },
              { onSuccess: () => useGlobalState.getState().showToast(t("deleted")) },
            );
        }}
      />
    </>
  );
}
