import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useGlobalState } from "../../../lib/state/global-state";
import { useReportReasons } from "../api/get-report-reasons";
import { useReportReview } from "../api/report-review";
import { reviewErrorText } from "../rules/error-text";
import styles from "./report-review-route.module.css";

/** Reason 99 (other) needs a description of at least this many characters (contracts reviewReportSchema). */
const OTHER = "99";
const OTHER_MIN = 5;

type ReportReviewRouteProps = { reviewNo: string | null; isMember: boolean; loginTo: string };

/** `/cs/report?reviewNo=`: report a review with a reason code (REVIEW_REPORT_RSN) and details. */
export function ReportReviewRoute({ reviewNo, isMember, loginTo }: ReportReviewRouteProps) {
  const { t, i18n } = useTranslation("reviews");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const id = useId();
  const reasons = useReportReasons();
  const report = useReportReview(reviewNo ?? "");
  const [reasonCd, setReasonCd] = useState("");
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const detailMissing = reasonCd === OTHER && detail.trim().length < OTHER_MIN;
  const en = i18n.language === "en";

  const submit = () => {
    if (!reviewNo || !reasonCd || detailMissing) return;
    setError(null);
    report.mutate(
      { reasonCd, detail: detail.trim() },
      {
        onSuccess: () => {
          useGlobalState.getState().showToast(t("reportPage.done"));
          goBack();
        },
        onError: (e) => setError(reviewErrorText(e, t("reportPage.failed"))),
      },
    );
  };

  const header = <PageHeader title={ts("routes:reportReview")} onBack={goBack} />;
  if (!isMember || !reviewNo) {
    return (
      <>
        {header}
        <main className={styles.page}>
          <EmptyState
            title={!reviewNo ? t("reportPage.missing") : t("reportPage.login")}
            action={
              reviewNo ? (
                <Link to={loginTo} className={styles.login}>
                  {t("reportPage.loginButton")}
                </Link>
              ) : undefined
            }
          />
        </main>
      </>
    );
  }

  return (
    <>
      {header}
      <main className={styles.page}>
        <p className={styles.intro}>{t("reportPage.intro")}</p>
        <fieldset className={styles.reasons}>
          <legend className={styles.label}>{t("reportPage.reason")}</legend>
          {reasons.isError ? <p className={styles.error}>{t("reportPage.codesFailed")}</p> : null}
          {(reasons.data ?? []).map((r) => (
            <label key={r.cd} className={styles.reason}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={r.cd}
                checked={reasonCd === r.cd}
                onChange={() => setReasonCd(r.cd)}
              />
              <span>{en && r.cdEngNm ? r.cdEngNm : r.cdNm}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={`${id}-detail`}>
          {t("reportPage.detail")}
        </label>
        <textarea
          id={`${id}-detail`}
          className={styles.textarea}
          rows={5}
          maxLength={500}
          value={detail}
          placeholder={t("reportPage.detailPlaceholder")}
          onChange={(e) => setDetail(e.target.value)}
        />
        {detailMissing && detail.length > 0 ? <p className={styles.error}>{t("reportPage.detailRequired")}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </main>
      <CtaBar
        actions={[
          { label: t("reportPage.submit"), onClick: submit, disabled: !reasonCd || detailMissing || report.isPending },
        ]}
      />
    </>
  );
}
