import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDistance } from "../../../lib/format/distance";
import type { StoreWithDistance } from "../rules/store-order";
import { FavoriteStar } from "./favorite-star";
import { ServiceTags } from "./service-tags";
import styles from "./store-row.module.css";

type StoreRowProps = {
  store: StoreWithDistance;
  to: string;
  onToggleFavorite: () => void;
  /** The shopper's store (pick-up and stock). */
  isMine?: boolean;
};

/** One store in the list: name, open or closed, distance, address, hours, services, star. */
export function StoreRow({ store, to, onToggleFavorite, isMine = false }: StoreRowProps) {
  const { t } = useTranslation("stores");
  return (
    <article className={styles.row} data-store={store.tnantCd} aria-labelledby={`store-${store.tnantCd}`}>
      <Link to={to} className={styles.body}>
        <div className={styles.head}>
          <h3 id={`store-${store.tnantCd}`} className={styles.name}>
            {store.tnantNm}
          </h3>
          {isMine ? <span className={styles.mine}>{t("detail.mine")}</span> : null}
        </div>
        <p className={styles.meta}>
          <span className={store.isOpen ? styles.open : styles.closed}>{t(store.isOpen ? "open" : "closed")}</span>
          <span>{t("hours", { open: store.openTime, close: store.closeTime })}</span>
          {store.distance !== null ? (
            <span className={styles.distance} data-testid="store-distance">
              {formatDistance(store.distance)}
            </span>
          ) : null}
        </p>
        <p className={styles.address}>{store.baseAddr}</p>
        <ServiceTags services={store.services} />
      </Link>
      <FavoriteStar tnantNm={store.tnantNm} favorite={store.favorite} onToggle={onToggleFavorite} />
    </article>
  );
}
