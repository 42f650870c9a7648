import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./special-sales.module.css";

export type SpecialView = "items" | "cart" | "lookup";
export type SpecialLinks = {
  items: string;
  cart: string;
  lookup: string;
  complete: string;
  product: (itemCd: string) => string;
};

/** The sale's three places: its bottles, the special cart (with its count) and the order look-up. */
export function SpecialNav({
  current,
  links,
  cartCount,
}: {
  current: SpecialView;
  links: SpecialLinks;
  cartCount: number;
}) {
  const { t } = useTranslation("specialSales");
  const item = (view: SpecialView, label: string) => (
    <Link className={styles.navLink} to={links[view]} aria-current={current === view ? "page" : undefined} replace>
      {label}
    </Link>
  );
  return (
    <nav className={styles.nav} aria-label={t("tabs.label")}>
      {item("items", t("tabs.items"))}
      {item("cart", t("tabs.cart", { count: cartCount }))}
      {item("lookup", t("tabs.lookup"))}
    </nav>
  );
}
