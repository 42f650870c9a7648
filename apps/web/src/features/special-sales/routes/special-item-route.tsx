import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { useGlobalState } from "../../../lib/state/global-state";
import { useSpecialItem } from "../api/get-special-item";
import { useSpecialCartChanges } from "../api/special-cart";
import { QtyStepper } from "../components/qty-stepper";
import { SpecialItemTags, SpecialPrice } from "../components/special-item-card";
import type { SpecialLinks } from "../components/special-nav";
import styles from "../components/special-sales.module.css";
import { specialErrorText } from "../rules/special-error";
import item from "./special-item-route.module.css";

/** `/specialSales/productDetail?itemCd=`: one bottle of the sale, added to the special cart. */
export function SpecialItemRoute({ itemCd, links }: { itemCd: string; links: SpecialLinks }) {
  const { t } = useTranslation("specialSales");
  const query = useSpecialItem(itemCd);
  const { add } = useSpecialCartChanges();
  const [qty, setQty] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const showToast = useGlobalState((s) => s.showToast);
  if (query.isPending && itemCd) return <Spinner />;
  const data = query.data;
  if (!data) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={query.error ? specialErrorText(t, query.error) : t("item.notFound")}
          action={
            <Link className={styles.link} to={links.items}>
              {t("item.backToList")}
            </Link>
          }
        />
      </div>
    );
  }
  const max = Math.max(1, Math.min(data.orderLimit, data.stockQty ?? data.orderLimit));
  const addToCart = () => {
    setError(null);
    add.mutate(
      { itemCd, itemQty: qty },
      { onSuccess: () => showToast(t("item.added")), onError: (e) => setError(specialErrorText(t, e)) },
    );
  };
  return (
    <div className={item.page}>
      <img className={item.image} src={data.imageUrl} alt={data.itemNm} width={390} height={390} />
      <div className={styles.page}>
        <div className={item.info}>
          <span className={item.eng}>{data.itemEngNm}</span>
          <h2 className={item.name}>{data.itemNm}</h2>
          <span className={item.sub}>
            {t("item.volume", { ml: data.volumeMl, abv: data.abv })}
            {data.adultOnly ? ` · ${t("item.adult")}` : ""}
          </span>
          <SpecialPrice item={data} />
          <SpecialItemTags item={data} />
        </div>
        <div className={item.qtyRow}>
          <span>{t("item.qty")}</span>
          <QtyStepper value={qty} max={max} onChange={setQty} disabled={data.soldOut} />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p className={item.description}>{data.description}</p>
        <Link className={styles.link} to={links.cart}>
          {t("item.goCart")}
        </Link>
      </div>
      <CtaBar
        actions={[
          {
            label: data.soldOut ? t("item.soldOut") : t("item.add"),
            onClick: addToCart,
            disabled: data.soldOut || add.isPending,
          },
        ]}
      />
    </div>
  );
}
