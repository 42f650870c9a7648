import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { SearchIcon } from "../../../components/ui/icons";
import styles from "./home-header.module.css";

type HomeHeaderProps = { homeTo: string; searchTo: string; cartTo: string };

/** The home header: logo, the search entry (opens `/search`) and the cart. */
export function HomeHeader({ homeTo, searchTo, cartTo }: HomeHeaderProps) {
  const { t } = useTranslation("home");
  return (
    <header className={styles.header}>
      <Link to={homeTo} className={styles.logo} aria-label={t("logo")}>
        <span className={styles.logoMark} aria-hidden="true">
          CELLAR
        </span>
        <span className={styles.logoDot} aria-hidden="true" />
      </Link>
      <Link to={searchTo} className={styles.search} aria-label={t("search.label")}>
        <SearchIcon size={18} />
        <span className={styles.searchText} aria-hidden="true">
          {t("search.placeholder")}
        </span>
      </Link>
      <CartButton to={cartTo} />
    </header>
  );
}
