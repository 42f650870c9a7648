import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useSpecialHome } from "../api/get-special-home";
import { useSpecialCart } from "../api/special-cart";
import { CodeGate } from "../components/code-gate";
import { SpecialItemCard } from "../components/special-item-card";
import { type SpecialLinks, SpecialNav } from "../components/special-nav";
import styles from "../components/special-sales.module.css";

/**
 * `/specialSales`: the invitation code for a caller without a grant; after it, the sale (title,
 * period, pick-up stores) and its bottles at special prices against the regular price.
 */
export function SpecialHomeRoute({ links }: { links: SpecialLinks }) {
  const { t } = useTranslation("specialSales");
  const home = useSpecialHome();
  const authorized = home.data?.authorized ?? false;
  const cart = useSpecialCart(authorized);
  if (home.isPending) return <Spinner />;
  if (!home.data?.authorized || !home.data.sale) return <CodeGate lookupTo={links.lookup} />;
  const { sale, items } = home.data;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label={sale.title}>
        <span className={styles.badge}>{t("sale.guestBadge")}</span>
        <h2 className={styles.heroTitle}>{sale.title}</h2>
        <p className={styles.heroText}>{sale.summary}</p>
        <p className={styles.stores}>
          {t("sale.period", { from: formatInstant(sale.startsAt, false), to: formatInstant(sale.endsAt, false) })}
          <br />
          {t("sale.stores")}: {sale.stores.map((s) => s.tnantNm).join(", ")}
        </p>
      </section>
      <SpecialNav current="items" links={links} cartCount={cart.data?.cartCount ?? 0} />
      {items.length === 0 ? (
        <EmptyState title={t("item.notFound")} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.itemCd}>
              <SpecialItemCard item={item} to={links.product(item.itemCd)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
