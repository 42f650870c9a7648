import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/ui/icons";
import styles from "./home-section.module.css";

type HomeSectionProps = {
  title: string;
  subtitle?: string;
  /** "See all" target. */
  moreTo?: string;
  children: ReactNode;
  /** Marks the section for tests and styling (`data-section`). */
  name: string;
  tone?: "plain" | "member";
};

/** A titled home section (a landmark named by its heading) with an optional "see all" link. */
export function HomeSection({ title, subtitle, moreTo, children, name, tone = "plain" }: HomeSectionProps) {
  const { t } = useTranslation("home");
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={name} data-tone={tone}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {moreTo ? (
          <Link to={moreTo} className={styles.more} aria-label={t("seeAllOf", { title })}>
            {t("seeAll")}
            <ChevronRightIcon size={14} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
