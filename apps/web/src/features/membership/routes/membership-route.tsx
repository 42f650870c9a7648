import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatNumber } from "../../../lib/format/number";
import { useGradeInfo } from "../api/get-grade-info";
import { useGrades } from "../api/get-grades";
import { gradeProgress } from "../rules/grade-progress";
import { gradeRank } from "../rules/grade-rank";
import styles from "./membership-route.module.css";

export type MembershipLinks = { pay: string; prepaid: string; loss: string; coupon: string };

type MembershipRouteProps = { links: MembershipLinks; stamps: ReactNode };

/** `/membership`: my grade and progress to the next, every grade with its benefits, then the stamps. */
export function MembershipRoute({ links, stamps }: MembershipRouteProps) {
  const { t } = useTranslation("membership");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const info = useGradeInfo().data;
  const grades = [...(useGrades().data ?? [])].sort((a, b) => a.sortOrdr - b.sortOrdr);
  const progress = info ? gradeProgress(info) : null;
  const rank = gradeRank(info?.gradNm);

  return (
    <>
      <PageHeader title={ts("routes:membership")} onBack={goBack} />
      <main>
        {info ? (
          <section className={`${styles.gradeCard} ${rank ? styles[rank] : ""}`} aria-labelledby="grade-title">
            <p className={styles.eyebrow}>{t("page.gradeCard")}</p>
            <h2 id="grade-title" className={styles.grade}>
              {t("page.currentGrade", { grade: info.gradNm })}
            </h2>
            <p className={styles.points}>{t("page.points", { points: formatNumber(info.gradRegPoint) })}</p>
            {progress?.next ? (
              <>
                <div
                  className={styles.bar}
                  role="progressbar"
                  aria-label={t("page.progress")}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress.percent}
                >
                  <span style={{ width: `${progress.percent}%` }} />
                </div>
                <p className={styles.next}>
                  {progress.remaining > 0
                    ? t("page.nextGrade", { grade: progress.next, points: formatNumber(progress.remaining) })
                    : t("page.nextGradeReached", { grade: progress.next })}
                </p>
              </>
            ) : (
              <p className={styles.next}>{t("page.topGrade")}</p>
            )}
            <dl className={styles.facts}>
              <div>
                <dt>{t("page.paid")}</dt>
                <dd>{info.paidMberYn === "Y" ? t("page.paidYes") : t("page.paidNo")}</dd>
              </div>
              <div>
                <dt>{t("page.prepaid")}</dt>
                <dd>{t("page.won", { value: formatNumber(info.prepaidBalance ?? 0) })}</dd>
              </div>
            </dl>
          </section>
        ) : null}
        <nav className={styles.links} aria-label={ts("routes:membership")}>
          {(["pay", "prepaid", "coupon", "loss"] as const).map((key) => (
            <Link key={key} to={links[key]} className={styles.link}>
              {t(`page.links.${key}`)}
              <ChevronRightIcon size={16} />
            </Link>
          ))}
        </nav>
        <section className={styles.grades} aria-labelledby="grades-title">
          <h2 id="grades-title" className={styles.sectionTitle}>
            {t("page.allGrades")}
          </h2>
          <ul className={styles.gradeList}>
            {grades.map((g) => {
              const r = gradeRank(g.gradNm);
              return (
                <li
                  key={g.gradRegNo}
                  className={`${styles.gradeItem} ${r ? styles[r] : ""}`}
                  aria-current={g.gradRegNo === info?.gradRegNo ? "true" : undefined}
                >
                  <div className={styles.gradeHead}>
                    <strong>{g.gradNm}</strong>
                    <span>{t("page.fromPoints", { points: formatNumber(g.gradStartPoint) })}</span>
                  </div>
                  <p className={styles.rate}>{t("page.rate", { rate: g.gradRate })}</p>
                  <ul className={styles.benefits}>
                    {g.benefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>
        {stamps}
      </main>
    </>
  );
}
