import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGlobalState } from "../../lib/state/global-state";
import styles from "./cart-button.module.css";
import { CartIcon } from "./icons";

/** Cart icon with the global cart count badge (99+ above 99). */
export function CartButton({ to }: { to: string }) {
  const { t } = useTranslation("shell");
  const count = useGlobalState((s) => s.cartCount);
  const label = count > 0 ? t("ui.cartWithCount", { count }) : t("ui.cart");
  return (
    <Link to={to} className={styles.cart} aria-label={label}>
      <CartIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
