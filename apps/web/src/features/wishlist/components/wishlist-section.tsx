import { WISH_TOAST_MS } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { ProductCard } from "../../../components/ui/product-card";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatNumber } from "../../../lib/format/number";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { useClearWishlist } from "../api/clear-wishlist";
import { wishlistList, wishlistQueryKey } from "../api/get-wishlist";
import { removeFromWishlist } from "../api/remove-from-wishlist";
import styles from "./wishlist-section.module.css";

type WishlistSectionProps = {
  productHref: (itemCd: string) => string;
  /** The member's restock alerts and reviews pages, linked under the list. */
  links: { restock: string; reviews: string };
};

/** My page: the member's wish-list (remove one, remove all after a confirmation, more by page). */
export function WishlistSection({ productHref, links }: WishlistSectionProps) {
  const { t } = useTranslation("wishlist");
  const queryClient = useQueryClient();
  const list = useInfiniteList(wishlistList);
  const removeAll = useClearWishlist();
  const [confirmAll, setConfirmAll] = useState(false);
  const toast = useGlobalState((s) => s.showToast);

  const removeOne = async (itemCd: string) => {
    toast(t("removed"), WISH_TOAST_MS);
    try {
      await removeFromWishlist(itemCd);
    } catch (e) {
      console.warn(`[wishlist] remove ${itemCd} failed`, e);
    }
    void invalidateAfterChange(queryClient, wishlistQueryKey, ["products", "detail", itemCd]);
  };

  return (
    <section className={styles.section} aria-labelledby="wishlist-title">
      <div className={styles.head}>
        <h2 id="wishlist-title" className={styles.title}>
          {t("title")}
          {list.total > 0 ? <span className={styles.count}>{formatNumber(list.total)}</span> : null}
        </h2>
        {list.items.length > 0 ? (
          <button type="button" className={styles.textButton} onClick={() => setConfirmAll(true)}>
            {t("removeAll")}
          </button>
        ) : null}
      </div>
      {list.isLoading ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : list.failed ? (
        <EmptyState title={t("loadFailed")} />
      ) : list.items.length === 0 ? (
        <EmptyState title={t("empty")} description={t("emptyHint")} />
      ) : (
        <ul className={styles.list}>
          {list.items.map((p) => (
            <li key={p.itemCd}>
              <ProductCard
                product={p}
                to={productHref(p.itemCd)}
                layout="row"
                footer={
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t("removeItem", { name: p.itemNm })}
                    onClick={() => void removeOne(p.itemCd)}
                  >
                    {t("remove")}
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {list.canLoadMore ? (
        <button type="button" className={styles.more} onClick={list.loadMore}>
          {t("more")}
        </button>
      ) : null}
      <nav className={styles.links}>
        <Link to={links.reviews}>
          {t("routes:myReview")}
          <ChevronRightIcon size={18} />
        </Link>
        <Link to={links.restock}>
          {t("restockLink")}
          <ChevronRightIcon size={18} />
        </Link>
      </nav>
      <AlertDialog
        open={confirmAll}
        message={t("removeAllConfirm")}
        confirmLabel={t("removeAll")}
        cancelLabel={t("common:cancel")}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() => {
          setConfirmAll(false);
          removeAll.mutate(undefined, {
            onSuccess: () => toast(t("removedAll"), WISH_TOAST_MS),
            onError: (e) => console.warn("[wishlist] remove all failed", e),
          });
        }}
      />
    </section>
  );
}
