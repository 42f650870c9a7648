import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useReturns } from "../api/returns-queries";
import styles from "./returns.module.css";

type ReturnListRouteProps = { detailTo: (returnNo: string) => string };

/** `/return`: my returns and exchanges, newest first, each with its status and amounts. */
export function ReturnListRoute({ detailTo }: ReturnListRouteProps) {
  const { t } = useTranslation("returns");
  const query = useReturns();
  const list = query.data?.list;
  if (!list) return <div className={styles.page} aria-busy="true" />;
  if (list.length === 0) return <EmptyState title={t("empty")} description={t("emptyText")} />;
  return (
    <ul className={styles.list}>
      {list.map((r) => (
        <li key={r.returnNo}>
          <Link className={styles.item} to={detailTo(r.returnNo)}>
            <span className={styles.itemHead}>
              <span>
                {t(`type.${r.type}`)} · {formatInstant(r.createdAt)}
              </span>
              <span className={styles.badge} data-status={r.status}>
                {t(`status.${r.status}`)}
              </span>
            </span>
            <p className={styles.itemTitle}>{r.title}</p>
            <span className={styles.sub}>
              {t(`reasons.${r.reasonCd}`)} · {t("qty", { count: r.qty })}
              {r.feeAmt > 0 ? ` · ${t("detail.fee")} ${t("won", { value: formatNumber(r.feeAmt) })}` : ""}
              {r.refundAmt > 0 ? ` · ${t("status.REFUNDED")} ${t("won", { value: formatNumber(r.refundAmt) })}` : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
