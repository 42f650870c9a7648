import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { ComingSoon } from "../../../components/ui/coming-soon";
import { ChevronRightIcon, InfoIcon, SearchIcon, UserIcon, WineGlassIcon } from "../../../components/ui/icons";
import styles from "../components/home.module.css";

export type HomeLinks = {
  home: string;
  cart: string;
  login: string;
  store: string;
  coupon: string;
  luckyDraw: string;
  membership: string;
};

type HomeRouteProps = { links: HomeLinks; memberName: string | null };

function QuickLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link to={to} className={styles.quickItem}>
      <span className={styles.quickIcon}>{icon}</span>
      {label}
    </Link>
  );
}

/** `/`: the home shell; the catalogue issue fills the body. */
export function HomeRoute({ links, memberName }: HomeRouteProps) {
  const { t } = useTranslation("shell");
  return (
    <>
      <header className={styles.header}>
        <Link to={links.home} className={styles.logo} aria-label={t("home.logo")}>
          <span className={styles.logoMark} aria-hidden="true">
            CELLAR
          </span>
          <span className={styles.logoDot} aria-hidden="true" />
        </Link>
        <CartButton to={links.cart} />
      </header>
      <main>
        <h1 className="visually-hidden">{t("routes.main")}</h1>
        <section className={styles.hero}>
          <p className={styles.heroEyebrow}>{t("home.heroEyebrow")}</p>
          <p className={styles.heroTitle}>{t("home.heroTitle")}</p>
          <p className={styles.heroText}>{t("home.heroText")}</p>
          {memberName ? (
            <p className={styles.greeting}>{t("home.greeting", { name: memberName })}</p>
          ) : (
            <Link to={links.login} className={styles.heroAction}>
              {t("home.loginCta")}
              <ChevronRightIcon size={16} />
            </Link>
          )}
        </section>
        <nav className={styles.quick} aria-label={t("home.quickMenu")}>
          <QuickLink to={links.store} icon={<SearchIcon />} label={t("home.quick.store")} />
          <QuickLink to={links.coupon} icon={<InfoIcon />} label={t("home.quick.coupon")} />
          <QuickLink to={links.luckyDraw} icon={<WineGlassIcon />} label={t("home.quick.luckyDraw")} />
          <QuickLink to={links.membership} icon={<UserIcon />} label={t("home.quick.membership")} />
        </nav>
        <div className={styles.divider} />
        <h2 className={styles.sectionTitle}>{t("home.catalogueTitle")}</h2>
        <ComingSoon title={t("home.catalogueTitle")} />
      </main>
    </>
  );
}
