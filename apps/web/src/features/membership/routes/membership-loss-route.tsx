import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { AlertDialog } from "../../../components/ui/dialog";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatCardNumber } from "../../../lib/format/card";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useGlobalState } from "../../../lib/state/global-state";
import { useCard, useCardAction } from "../api/card";
import styles from "./membership-loss-route.module.css";

/** `/membershipLoss`: report the membership card lost, then reissue a new number. */
export function MembershipLossRoute({ onCardChanged }: { onCardChanged: () => void }) {
  const { t } = useTranslation("membership");
  const { t: tc } = useTranslation("common");
  const goBack = useGoBack();
  const card = useCard().data;
  const loss = useCardAction("cardLoss");
  const reissue = useCardAction("cardReissue");
  const [confirming, setConfirming] = useState(false);

  const done = (text: string) => () => {
    useGlobalState.getState().showToast(text);
    onCardChanged();
  };

  return (
    <>
      <PageHeader title={t("loss.pageTitle")} onBack={goBack} />
      <main className={styles.page}>
        <h2 className={styles.title}>{t("loss.heading")}</h2>
        <p className={styles.intro}>{t("loss.intro")}</p>
        {card ? (
          <>
            <div className={styles.card}>
              <p className={styles.label}>{t("loss.current")}</p>
              <p className={styles.number} data-testid="loss-card-number">
                {formatCardNumber(card.mbrshCardNo) || "-"}
              </p>
              <p className={styles.status} data-status={card.status}>
                {t(`loss.status.${card.status}`)}
              </p>
            </div>
            {card.status === "ACTIVE" ? (
              <Button block variant="outline" onClick={() => setConfirming(true)} disabled={loss.isPending}>
                {t("loss.report")}
              </Button>
            ) : (
              <Button
                block
                onClick={() => reissue.mutate(undefined, { onSuccess: done(t("loss.reissued")) })}
                disabled={reissue.isPending}
              >
                {t("loss.reissue")}
              </Button>
            )}
            <h3 className={styles.subtitle}>{t("loss.history")}</h3>
            <ul>
              {card.history.map((c) => (
                <li key={`${c.mbrshCardNo}-${c.issuedAt}`} className={styles.row}>
                  <span>{formatCardNumber(c.mbrshCardNo)}</span>
                  <span className={styles.meta}>
                    {t(`loss.status.${c.status}`)} · {t("loss.issued", { date: formatInstant(c.issuedAt, false) })}
                    {c.lostAt ? ` · ${t("loss.lost", { date: formatInstant(c.lostAt, false) })}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </main>
      <AlertDialog
        open={confirming}
        message={t("loss.confirmReport")}
        confirmLabel={t("loss.report")}
        cancelLabel={tc("cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          loss.mutate(undefined, { onSuccess: done(t("loss.reported")) });
        }}
      />
    </>
  );
}
