import type { ReturnDetail } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useReturn } from "../api/returns-queries";
import styles from "./returns.module.css";

type ReturnDetailRouteProps = {
  returnNo: string;
  payTo: (returnNo: string) => string;
  orderTo: (orderNo: string) => string;
  listTo: string;
};

/** `/return?returnNo=`: one return or exchange — lines, reason, fee, refund and its progress. */
export function ReturnDetailRoute({ returnNo, payTo, orderTo, listTo }: ReturnDetailRouteProps) {
  const { t } = useTranslation("returns");
  const query = useReturn(returnNo);
  const r = query.data;
  if (query.isError) return <EmptyState title={t("detail.notFound")} />;
  if (!r) return <div className={styles.page} aria-busy="true" />;
  const won = (value: number) => t("won", { value: formatNumber(value) });
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="return-head">
        <div className={styles.itemHead}>
          <span>{t("orderNo", { orderNo: r.orderNo })}</span>
          <span className={styles.badge} data-status={r.status}>
            {t(`status.${r.status}`)}
          </span>
        </div>
        <h2 id="return-head" className={styles.itemTitle}>
          {t(`type.${r.type}`)} · {r.title}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("detail.reason")}</dt>
          <dd>{t(`reasons.${r.reasonCd}`)}</dd>
          <dt>{t("detail.collect")}</dt>
          <dd>{t(`collect.${r.collectMethod}`)}</dd>
        </dl>
        {r.reasonText ? <p className={styles.hint}>{r.reasonText}</p> : null}
        {r.address ? (
          <p className={styles.hint}>
            {r.address.receiverNm} · {r.address.baseAddr} {r.address.detailAddr}
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="return-lines">
        <h2 id="return-lines" className={styles.sectionTitle}>
          {t("detail.lines")}
        </h2>
        <dl className={styles.facts}>
          {r.lines.map((l) => (
            <LineFact
              key={l.orderItemNo}
              name={l.optClasNm ? `${l.itemNm} (${l.optClasNm})` : l.itemNm}
              value={`${t("qty", { count: l.qty })} · ${won(l.unitPrice * l.qty)}`}
              exchange={l.exchangeOption ? t("detail.exchangeOption", { option: l.exchangeOption.optClasNm }) : null}
            />
          ))}
        </dl>
        {r.photos.length > 0 ? (
          <div className={styles.photos}>
            {r.photos.map((p, i) => (
              <span key={p.fileId} className={styles.photo}>
                <img src={p.url} alt={t("detail.photo", { n: i + 1 })} />
              </span>
            ))}
          </div>
        ) : null}
      </section>
      <FeeAndRefund r={r} payTo={payTo} />
      {r.refuseReason ? (
        <section className={styles.section} aria-labelledby="return-refused">
          <h2 id="return-refused" className={styles.sectionTitle}>
            {t("detail.refused")}
          </h2>
          <p className={styles.sub}>{r.refuseReason}</p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="return-timeline">
        <h2 id="return-timeline" className={styles.sectionTitle}>
          {t("detail.timeline")}
        </h2>
        <ol className={styles.timeline}>
          {r.timeline.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              <strong>{t(`status.${h.status}`)}</strong> <span className={styles.sub}>{formatInstant(h.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={orderTo(r.orderNo)}>
          {t("detail.toOrder")}
        </Link>
        <Link className={styles.linkButton} to={listTo}>
          {t("detail.toList")}
        </Link>
      </div>
    </div>
  );
}

function LineFact({ name, value, exchange }: { name: string; value: string; exchange: string | null }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
      {exchange ? <dd className={styles.exchangeTo}>{exchange}</dd> : null}
    </>
  );
}

/** The fee (paid or to pay) and, once refunded, where the money went back. */
function FeeAndRefund({ r, payTo }: { r: ReturnDetail; payTo: (returnNo: string) => string }) {
  const { t } = useTranslation("returns");
  const won = (value: number) => t("won", { value: formatNumber(value) });
  return (
    <section className={styles.section} aria-labelledby="return-money">
      <h2 id="return-money" className={styles.sectionTitle}>
        {r.refund ? t("detail.refund") : r.fee.optionDifference > 0 ? t("detail.feeWithOption") : t("detail.fee")}
      </h2>
      <dl className={styles.facts}>
        {r.fee.optionDifference > 0 ? (
          <>
            {r.fee.returnShipping > 0 ? (
              <>
                <dt>{t("request.feeReturn")}</dt>
                <dd>{won(r.fee.returnShipping)}</dd>
              </>
            ) : null}
            <dt>{t("request.feeOption")}</dt>
            <dd>{won(r.fee.optionDifference)}</dd>
          </>
        ) : null}
        <dt>{r.fee.optionDifference > 0 ? t("detail.feeTotal") : t("detail.fee")}</dt>
        <dd>
          {r.feeAmt > 0
            ? `${won(r.feeAmt)} · ${r.feePaid ? t("detail.feePaid") : t("detail.feeDue")}`
            : t("request.feeNone")}
        </dd>
        {r.refund ? (
          <>
            <dt>{t("detail.refundGateway", { method: t(`payMethods.${r.refund.payMethod}`) })}</dt>
            <dd>
              {won(r.refund.gateway)}
              {r.refund.gatewayDone ? null : <span className={styles.sub}> {t("detail.refundPending")}</span>}
            </dd>
            <dt>{t("detail.refundPrepaid")}</dt>
            <dd>{won(r.refund.prepaid)}</dd>
            <dt className={styles.total}>{t("detail.refundTotal")}</dt>
            <dd className={styles.total} data-testid="return-refund-total">
              {won(r.refund.total)}
            </dd>
          </>
        ) : null}
      </dl>
      {r.refund?.couponsBack ? <p className={styles.hint}>{t("detail.couponsBack")}</p> : null}
      {r.refund && r.refund.stampsBack > 0 ? (
        <p className={styles.hint}>{t("detail.stampsBack", { count: r.refund.stampsBack })}</p>
      ) : null}
      {r.status === "FEE_DUE" ? (
        <Link className={styles.primaryLink} to={payTo(r.returnNo)}>
          {t("detail.payFee", { value: formatNumber(r.feeAmt) })}
        </Link>
      ) : null}
    </section>
  );
}
