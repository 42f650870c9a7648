import type { LuckyDrawDetail } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Radio } from "../../../components/ui/choice-inputs";
import { EmptyState } from "../../../components/ui/empty-state";
import { useApply, useDraw } from "../api/luckydraw-queries";
import local from "../components/draw-detail.module.css";
import { DrawFacts } from "../components/draw-facts";
import { luckyErrorText } from "../rules/lucky-text";
import styles from "./luckydraw.module.css";

type DrawDetailRouteProps = {
  luckyDrawCd: string;
  isMember: boolean;
  onLoginRequired: () => void;
  onApplied: (luckyDrawCd: string) => void;
  /** My entry's page (before the draw) or my result's page (after it). */
  entryTo: (draw: LuckyDrawDetail) => string;
};

/** `/luckydraw/detail`: the rules, who may enter, the pick-up store and the Apply button. */
export function DrawDetailRoute({ luckyDrawCd, isMember, onLoginRequired, onApplied, entryTo }: DrawDetailRouteProps) {
  const { t } = useTranslation("luckydraw");
  const query = useDraw(luckyDrawCd);
  const apply = useApply(luckyDrawCd);
  const [store, setStore] = useState("");
  const [error, setError] = useState<string | null>(null);
  const draw = query.data;
  if (query.isError || (!luckyDrawCd && !draw)) return <EmptyState title={t("detail.notFound")} />;
  if (!draw) return <div className={styles.page} aria-busy="true" />;
  const open = draw.state === "OPEN";
  const canApply = open && !draw.myEntry && draw.eligible !== false;
  const submit = () => {
    if (!isMember) return onLoginRequired();
    if (!store) return setError(t("detail.pickStore"));
    setError(null);
    apply.mutate(store, { onSuccess: () => onApplied(luckyDrawCd), onError: (e) => setError(luckyErrorText(e)) });
  };
  return (
    <div className={styles.page}>
      <DrawFacts draw={draw} />
      <section className={styles.section} aria-labelledby="lucky-eligibility">
        <h3 id="lucky-eligibility" className={styles.sectionTitle}>
          {t("detail.eligibility")}
        </h3>
        <ul className={local.bullets}>
          <li>{t("detail.adultOnly")}</li>
          {draw.paidOnlyYn === "Y" ? <li>{t("detail.paidOnly")}</li> : null}
          {draw.minGradNm ? <li>{t("detail.minGrade", { grade: draw.minGradNm })}</li> : null}
          <li>{t("detail.oneEntry")}</li>
          <li>{t("detail.payDays", { count: draw.payDays })}</li>
        </ul>
        {draw.ineligibleReason ? (
          <p className={styles.warning} role="note">
            {t(`ineligible.${draw.ineligibleReason}`)}
          </p>
        ) : null}
      </section>
      {draw.rules ? (
        <section className={styles.section} aria-labelledby="lucky-rules">
          <h3 id="lucky-rules" className={styles.sectionTitle}>
            {t("detail.rules")}
          </h3>
          <p className={local.rules}>{draw.rules}</p>
        </section>
      ) : null}
      {draw.myEntry ? (
        <section className={styles.section}>
          <p className={styles.notice}>{t("detail.entered", { store: draw.myEntry.tnantNm })}</p>
          <Link className={styles.linkButton} to={entryTo(draw)}>
            {draw.state === "DRAWN" ? t("detail.seeResult") : t("detail.seeEntry")}
          </Link>
        </section>
      ) : canApply ? (
        <section className={styles.section}>
          <h3 id="lucky-store" className={styles.sectionTitle}>
            {t("detail.store")}
          </h3>
          <p className={styles.hint}>{t("detail.storeHint")}</p>
          <div role="radiogroup" aria-labelledby="lucky-store">
            {draw.stores.map((s) => (
              <label key={s.tnantCd} className={local.storeOption}>
                <Radio
                  name="lucky-store"
                  value={s.tnantCd}
                  checked={store === s.tnantCd}
                  onChoose={() => setStore(s.tnantCd)}
                />
                <span>
                  <span className={styles.storeName}>{s.name}</span>
                  <span className={local.storeAddr}>{s.baseAddr}</span>
                </span>
              </label>
            ))}
          </div>
        </section>
      ) : (
        <p className={styles.notice}>{t(`detail.closedNote.${draw.state}`)}</p>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {canApply ? (
        <div className={styles.actions}>
          <Button block onClick={submit} disabled={apply.isPending}>
            {t("detail.apply")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
