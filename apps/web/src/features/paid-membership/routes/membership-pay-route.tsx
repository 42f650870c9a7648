import type { PaymentResult } from "@cellar/contracts/client";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { AlertDialog } from "../../../components/ui/dialog";
import { PageHeader } from "../../../components/ui/page-header";
import { Tabs } from "../../../components/ui/tabs";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatDate } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { usePaidMembership } from "../api/get-paid-membership";
import { useStartPaidPayment } from "../api/start-paid-payment";
import { usePaymentReturn } from "../hooks/use-payment-return";
import styles from "./membership-pay-route.module.css";

type PayTab = "paid" | "prepaid";

type MembershipPayRouteProps = {
  /** The prepaid part (balance, top-up, history), given the return path of this page. */
  prepaid: (returnPath: string) => ReactNode;
  /** After a confirmed payment (refresh what depends on it). */
  onConfirmed: (result: PaymentResult) => void;
};

/** `/membershipPay`: join or renew the paid membership, and top up the prepaid balance. */
export function MembershipPayRoute({ prepaid, onConfirmed }: MembershipPayRouteProps) {
  const { t } = useTranslation("membership");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const [search, setSearch] = useSearchParams();
  const tab: PayTab = search.get("tab") === "prepaid" ? "prepaid" : "paid";
  const paid = usePaidMembership().data;
  const start = useStartPaidPayment();
  const { outcome, dismiss } = usePaymentReturn(onConfirmed, t("pay.failed"));
  const returnPath = (which: PayTab) => `/membershipPay?tab=${which}`;

  const onPay = () =>
    start.mutate(returnPath("paid"), {
      onSuccess: (s) => window.location.assign(s.payUrl),
    });

  const isMember = paid?.paidMberYn === "Y";
  const outcomeText =
    outcome?.status === "done"
      ? outcome.result.purpose === "PREPAID_CHARGE"
        ? t("pay.charged", { value: formatNumber(outcome.result.amount) })
        : t("pay.joined")
      : outcome?.status === "failed"
        ? outcome.message
        : null;

  return (
    <>
      <PageHeader title={ts("routes:membershipPay")} onBack={goBack} />
      <main>
        <Tabs
          label={ts("routes:membershipPay")}
          value={tab}
          onChange={(v) => setSearch({ tab: v }, { replace: true })}
          items={[
            { value: "paid", label: t("pay.tabPaid") },
            { value: "prepaid", label: t("pay.tabPrepaid") },
          ]}
        />
        {tab === "paid" ? (
          <section className={styles.section} aria-labelledby="paid-title">
            <h2 id="paid-title" className={styles.title}>
              {t("pay.title")}
            </h2>
            <ul className={styles.perks}>
              <li>{t("pay.perk1")}</li>
              <li>{t("pay.perk2")}</li>
              <li>{t("pay.perk3")}</li>
            </ul>
            {paid ? (
              <dl className={styles.facts}>
                <dt>{t("pay.status")}</dt>
                <dd data-testid="paid-status">{isMember ? t("page.paidYes") : t("page.paidNo")}</dd>
                {paid.startDate && paid.endDate ? (
                  <>
                    <dt>{t("pay.period")}</dt>
                    <dd>
                      {formatDate(paid.startDate)} ~ {formatDate(paid.renewedUntil ?? paid.endDate)}
                    </dd>
                  </>
                ) : null}
                <dt>{t("pay.fee")}</dt>
                <dd>{t("pay.perYear", { value: formatNumber(paid.fee) })}</dd>
              </dl>
            ) : null}
            {paid && (!isMember || paid.canRenew) ? (
              <Button block onClick={onPay} disabled={start.isPending}>
                {isMember ? t("pay.renew") : t("pay.join")} · {t("page.won", { value: formatNumber(paid.fee) })}
              </Button>
            ) : paid ? (
              <p className={styles.note}>{t("pay.renewLater")}</p>
            ) : null}
          </section>
        ) : (
          prepaid(returnPath("prepaid"))
        )}
      </main>
      <AlertDialog
        open={outcomeText !== null}
        title={outcome?.status === "done" ? t("pay.doneTitle") : undefined}
        message={outcomeText ?? ""}
        onConfirm={dismiss}
      />
    </>
  );
}
