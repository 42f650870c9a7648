import {
  COMMUNITY_REPORT_REASONS,
  COMMUNITY_REPORT_TARGETS,
  type CommunityReportReason,
  type CommunityReportTarget,
} from "@cellar/contracts/client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useGlobalState } from "../../../lib/state/global-state";
import { useBlock } from "../api/block";
import { useReport } from "../api/report";
import { communityErrorText } from "../rules/error-text";
import styles from "./report-route.module.css";

const OTHER_MIN = 5;

/** What the address names: `?type=post&postNo=…`, `?type=comment&commentNo=…`, `?type=member&authorNo=…`. */
export function readReportAddress(search: URLSearchParams) {
  const type = search.get("type") ?? "";
  if (!(COMMUNITY_REPORT_TARGETS as readonly string[]).includes(type)) return null;
  const authorNo = search.get("authorNo");
  const targetNo = type === "post" ? search.get("postNo") : type === "comment" ? search.get("commentNo") : authorNo;
  return targetNo ? { type: type as CommunityReportTarget, targetNo, authorNo } : null;
}

type ReportRouteProps = { search: URLSearchParams; doneTo: string };

/** `/communityReport`: report a post, a comment or a member with a reason, and block the member too. */
export function ReportRoute({ search, doneTo }: ReportRouteProps) {
  const { t } = useTranslation("community");
  const goBack = useGoBack();
  const navigate = useNavigate();
  const id = useId();
  const target = readReportAddress(search);
  const report = useReport();
  const block = useBlock();
  const [reasonCd, setReasonCd] = useState<CommunityReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detailMissing = reasonCd === "OTHER" && detail.trim().length < OTHER_MIN;
  const header = <PageHeader title={t("reportPage.title")} onBack={goBack} bordered />;

  if (!target) {
    return (
      <>
        {header}
        <main className={styles.page}>
          <EmptyState title={t("reportPage.missing")} />
        </main>
      </>
    );
  }

  const submit = async () => {
    if (!reasonCd || detailMissing) return;
    setError(null);
    try {
      await report.mutateAsync({ targetType: target.type, targetNo: target.targetNo, reasonCd, detail: detail.trim() });
      if (alsoBlock && target.authorNo) await block.mutateAsync(target.authorNo);
      useGlobalState.getState().showToast(alsoBlock ? t("reportPage.doneBlocked") : t("reportPage.done"));
      if (alsoBlock || target.type === "post") void navigate(doneTo, { replace: true });
      else goBack();
    } catch (e) {
      setError(communityErrorText(e, t("reportPage.failed")));
    }
  };

  return (
    <>
      {header}
      <main className={styles.page}>
        <p className={styles.intro}>{t(`reportPage.intro.${target.type}`)}</p>
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>{t("reportPage.reason")}</legend>
          {COMMUNITY_REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reasonCd === r}
                onChange={() => setReasonCd(r)}
              />
              <span>{t(`reasons.${r}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={`${id}-detail`}>
          {t("reportPage.detail")}
        </label>
        <textarea
          id={`${id}-detail`}
          className={styles.textarea}
          rows={4}
          maxLength={500}
          value={detail}
          placeholder={t("reportPage.detailPlaceholder")}
          onChange={(e) => setDetail(e.target.value)}
        />
        {detailMissing && detail.length > 0 ? <p className={styles.error}>{t("reportPage.detailRequired")}</p> : null}
        {target.authorNo ? (
          <label className={styles.block}>
            <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} />
            <span>
              {t("reportPage.block")}
              <small>{t("reportPage.blockHint")}</small>
            </span>
          </label>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </main>
      <CtaBar
        actions={[
          {
            label: t("reportPage.submit"),
            onClick: () => void submit(),
            disabled: !reasonCd || detailMissing || report.isPending || block.isPending,
          },
        ]}
      />
    </>
  );
}
