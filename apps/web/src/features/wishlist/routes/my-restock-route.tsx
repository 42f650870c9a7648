import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { ProductCard } from "../../../components/ui/product-card";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useGlobalState } from "../../../lib/state/global-state";
import { getRestockPage, restockListQueryKey } from "../api/get-restock-list";
import { useRemoveRestock } from "../api/restock-remove";
import styles from "./my-restock-route.module.css";

type Item = Awaited<ReturnType<typeof getRestockPage>>["list"][number];

/** `/my/restock`: the member's restock alerts, waiting or sent, each cancellable. */
export function MyRestockRoute({ productHref }: { productHref: (itemCd: string) => string }) {
  const { t } = useTranslation("wishlist");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const list = useInfiniteList<Item>({ queryKey: restockListQueryKey, fetchPage: getRestockPage, logTag: "restock" });
  const remove = useRemoveRestock();
  const [cancel, setCancel] = useState<string | null>(null);

  return (
    <>
      <PageHeader title={ts("routes:myRestock")} onBack={goBack} />
      <main className={styles.page}>
        <p className={styles.intro}>{t("restock.intro")}</p>
        {list.isLoading ? (
          <ul className={styles.list} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className={styles.skeleton} />
            ))}
          </ul>
        ) : list.failed ? (
          <EmptyState title={t("restock.loadFailed")} />
        ) : list.items.length === 0 ? (
          <EmptyState title={t("restock.empty")} description={t("restock.emptyHint")} />
        ) : (
          <ul className={styles.list}>
            {list.items.map((item) => (
              <li key={`${item.itemCd}-${item.tnantCd ?? ""}`} data-restock={item.notifiedAt ? "sent" : "waiting"}>
                <ProductCard
                  product={item.product}
                  to={productHref(item.itemCd)}
                  layout="row"
                  footer={
                    <div className={styles.footer}>
                      <p className={item.notifiedAt ? styles.sent : styles.waiting}>
                        {item.notifiedAt
                          ? t("restock.notified", { date: formatInstant(item.notifiedAt, false) })
                          : t("restock.waiting")}
                      </p>
                      <p className={styles.meta}>
                        {t("restock.requested", { date: formatInstant(item.createdAt, false) })}
                        {item.tnantNm ? ` · ${t("restock.store", { store: item.tnantNm })}` : ""}
                      </p>
                      <button
                        type="button"
                        className={styles.cancel}
                        aria-label={t("restock.cancelItem", { name: item.product.itemNm })}
                        onClick={() => setCancel(item.itemCd)}
                      >
                        {t("restock.cancel")}
                      </button>
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <InfiniteSentinel onVisible={list.loadMore} active={list.canLoadMore} />
      </main>
      <AlertDialog
        open={cancel !== null}
        message={t("restock.cancelConfirm")}
        confirmLabel={t("restock.cancel")}
        cancelLabel={t("common:cancel")}
        onCancel={() => setCancel(null)}
        onConfirm={() => {
          const itemCd = cancel;
          setCancel(null);
          if (!itemCd) return;
          remove.mutate(itemCd, {
            onSuccess: () => useGlobalState.getState().showToast(t("restock.cancelled")),
            onError: (e) => console.warn(`[restock] cancel ${itemCd} failed`, e),
          });
        }}
      />
    </>
  );
}
