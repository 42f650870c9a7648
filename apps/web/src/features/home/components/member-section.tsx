import type { Exhibition, Home } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { ExhibitionRail } from "./exhibition-rail";
import { HomeSection } from "./home-section";
import styles from "./member-section.module.css";
import { ProductRail } from "./product-rail";

export type MemberLinks = { onlyOne: string; brand: string; plan: string; mySeller: string };

type MemberSectionProps = {
  memberName: string;
  memberOnly: NonNullable<Home["memberOnly"]>;
  links: MemberLinks;
  productTo: (itemCd: string) => string;
  planTo: (exhibition: Exhibition) => string;
};

const ENTRIES = ["onlyOne", "brand", "plan", "mySeller"] as const;

/** Members-only: the entries to ONLY ONE, brand week, premium exhibitions and my seller, with their picks. */
export function MemberSection({ memberName, memberOnly, links, productTo, planTo }: MemberSectionProps) {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      name="member"
      tone="member"
      title={t("member.title", { name: memberName })}
      subtitle={t("member.subtitle")}
    >
      <nav className={styles.entries} aria-label={t("member.entries")}>
        {ENTRIES.map((key) => (
          <Link key={key} to={links[key]} className={styles.entry} data-entry={key}>
            <span className={styles.entryEyebrow}>{t(`member.${key}.eyebrow`)}</span>
            <span className={styles.entryName}>{t(`member.${key}.name`)}</span>
            <ChevronRightIcon size={14} />
          </Link>
        ))}
      </nav>
      {memberOnly.onlyOne.length > 0 ? (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t("member.onlyOneTitle")}</h3>
          <ProductRail products={memberOnly.onlyOne} productTo={productTo} label={t("member.onlyOneTitle")} />
        </div>
      ) : null}
      {memberOnly.plans.length > 0 ? (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t("member.plansTitle")}</h3>
          <ExhibitionRail exhibitions={memberOnly.plans} exhibitionTo={planTo} label={t("member.plansTitle")} />
        </div>
      ) : null}
    </HomeSection>
  );
}

/** For guests: what signing in opens up, with the login link. */
export function GuestMemberCta({ loginTo }: { loginTo: string }) {
  const { t } = useTranslation("home");
  return (
    <section className={styles.cta} data-section="guest-cta" aria-labelledby="home-guest-cta">
      <p className={styles.ctaEyebrow}>{t("guest.eyebrow")}</p>
      <h2 id="home-guest-cta" className={styles.ctaTitle}>
        {t("guest.title")}
      </h2>
      <p className={styles.ctaText}>{t("guest.text")}</p>
      <Link to={loginTo} className={styles.ctaButton}>
        {t("guest.login")}
        <ChevronRightIcon size={16} />
      </Link>
    </section>
  );
}
