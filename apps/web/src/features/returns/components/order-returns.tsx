import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useEligibility, useReturns } from "../api/returns-queries";
import styles from "../routes/returns.module.css";

type OrderReturnsProps = { orderNo: string; requestTo: string; detailTo: (returnNo: string) => string };

/**
 * On an order's detail: what its returns refunded and those in progress, and the way to ask for a
 * return or exchange while the order is within its window — a button (CONTRACT §5: `Return or
 * exchange`) that opens the request form.
 */
export function OrderReturns({ orderNo, requestTo, detailTo }: OrderReturnsProps) {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  const eligibility = useEligibility(orderNo).data;
  const list = useReturns(orderNo).data?.list ?? [];
  const refunded = list.reduce((s, r) => s + r.refundAmt, 0);
  if (!eligibility?.eligible && list.length === 0) return null;
  return (
    <div>
      {list.length > 0 ? (
        <dl className={styles.facts} aria-label={t("title")}>
          {list.map((r) => (
            <Fact key={r.returnNo} term={t(`type.${r.type}`)}>
              <Link to={detailTo(r.returnNo)}>{t(`status.${r.status}`)}</Link>
            </Fact>
          ))}
          {refunded > 0 ? (
            <Fact term={t("order.refunded")}>
              <strong data-testid="order-refunded">{t("won", { value: formatNumber(refunded) })}</strong>
            </Fact>
          ) : null}
        </dl>
      ) : null}
      {eligibility?.eligible ? (
        <>
          <Button block variant="outline" className={styles.requestButton} onClick={() => void navigate(requestTo)}>
            {t("order.request")}
          </Button>
          <p className={styles.hint}>{t("order.deadline", { date: formatInstant(eligibility.deadlineAt) })}</p>
        </>
      ) : null}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
