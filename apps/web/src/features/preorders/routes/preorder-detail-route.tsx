import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { usePreorder } from "../api/get-preorder";
import { PreorderBadge } from "../components/preorder-card";
import { formatDay, windowText } from "../rules/preorder-text";
import styles from "./preorders.module.css";

type PreorderDetailRouteProps = { preorderCd: string; onOrder: () => void; listTo: string };

/**
 * `/reservation/detail?preorderCd=`: one pre-order: the bottle and its prices, the window, the
 * expected arrival, the limits and what is left, the stores taking part, the cancel and collection
 * rules, and the `Pre-order` button while it is open.
 */
export function PreorderDetailRoute({ preorderCd, onOrder, listTo }: PreorderDetailRouteProps) {
  const { t, i18n } = useTranslation("preorders");
  const query = usePreorder(preorderCd);
  const p = query.data;
  if (query.isError || !preorderCd) {
    return (
      <div role="alert">
        <EmptyState
          title={t("detail.notFound")}
          action={
            <Link to={listTo} className={styles.linkButton}>
              {t("detail.toList")}
            </Link>
          }
        />
      </div>
    );
  }
  if (!p) return <div className={styles.page} aria-busy="true" />;
  const day = (d: string) => formatDay(d, i18n.language);
  const left = p.perMemberLimit - p.myQty;
  const canOrder = p.state === "OPEN" && left > 0;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        {p.bottle.imageUrl ? <img src={p.bottle.imageUrl} alt="" width={200} height={200} /> : null}
      </div>
      <section className={styles.head}>
        <PreorderBadge state={p.state} /> <span className={styles.sub}>{t(`kind.${p.kind}`)}</span>
        <h2 className={styles.title}>{p.title}</h2>
        <p className={styles.sub}>
          {p.bottle.itemNm}
          {p.bottle.volumeMl ? ` · ${p.bottle.volumeMl}ml` : ""}
        </p>
        <div className={styles.prices}>
          {p.dcRate > 0 ? <span className={styles.rate}>{p.dcRate}%</span> : null}
          <span className={styles.price}>{t("won", { value: formatNumber(p.price) })}</span>
          {p.shelfPrice > p.price ? (
            <span className={styles.shelf}>{t("won", { value: formatNumber(p.shelfPrice) })}</span>
          ) : null}
        </div>
        <p className={styles.sub}>{t("detail.shelfNote", { value: formatNumber(p.shelfPrice) })}</p>
      </section>
      <dl className={styles.facts}>
        <dt>{t("detail.window")}</dt>
        <dd>{windowText(p)}</dd>
        <dt>{t("detail.arrival")}</dt>
        <dd>{day(p.arrivalDate)}</dd>
        <dt>{t("detail.left")}</dt>
        <dd>{t("detail.leftValue", { left: p.leftQty, total: p.totalQty })}</dd>
        <dt>{t("detail.limit")}</dt>
        <dd>
          {t("card.limit", { count: p.perMemberLimit })}
          {p.myQty > 0 ? ` · ${t("detail.mine", { count: p.myQty })}` : ""}
        </dd>
        <dt>{t("detail.coupon")}</dt>
        <dd>{p.couponYn === "Y" ? t("detail.couponYes") : t("detail.couponNo")}</dd>
        <dt>{t("detail.cancelUntil")}</dt>
        <dd>{day(p.cancelUntil)}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="preorder-stores">
        <h3 id="preorder-stores" className={styles.sectionTitle}>
          {t("detail.stores")}
        </h3>
        <ul className={styles.stores}>
          {p.stores.map((s) => (
            <li key={s.tnantCd}>
              {s.name}
              {s.arrivedAt ? ` · ${t("detail.arrivedAt", { at: formatInstant(s.arrivedAt, false) })}` : ""}
              <small>{s.baseAddr}</small>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="preorder-terms">
        <h3 id="preorder-terms" className={styles.sectionTitle}>
          {t("detail.terms")}
        </h3>
        <ul className={styles.terms}>
          {p.description
            .split("\n")
            .filter(Boolean)
            .map((line) => (
              <li key={line}>{line}</li>
            ))}
        </ul>
      </section>
      {p.state === "OPEN" && left <= 0 ? <p className={styles.warning}>{t("detail.limitReached")}</p> : null}
      <div className={styles.actions}>
        {canOrder ? (
          <Button block onClick={onOrder}>
            {t("detail.order")}
          </Button>
        ) : (
          <span className={styles.linkButton} aria-disabled="true">
            {t(`detail.closedAction.${p.state === "OPEN" ? "LIMIT" : p.state}`)}
          </span>
        )}
      </div>
    </div>
  );
}
