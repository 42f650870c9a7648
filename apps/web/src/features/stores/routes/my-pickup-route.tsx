import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useStoreInfoState } from "../../../domain/stores/store-info-state";
import { useStore } from "../api/get-store";
import { useStores } from "../api/get-stores";
import { ServiceTags } from "../components/service-tags";
import { useChooseStore } from "../hooks/use-choose-store";
import { usePickupSync } from "../hooks/use-pickup-sync";
import type { StoreFilters } from "../rules/store-filters";
import styles from "./my-pickup-route.module.css";

const FAVORITES: StoreFilters = { keyword: "", region: null, openNow: false, services: [], favoriteOnly: true };

export type MyPickupRouteProps = {
  mberNo: string | null;
  links: { finder: string; login: string; detail: (tnantCd: string) => string };
};

/** `/my/pickup`: the store the shopper picks up at (and sees stock of), chosen from favourites or the finder. */
export function MyPickupRoute({ mberNo, links }: MyPickupRouteProps) {
  const { t } = useTranslation("stores");
  const goBack = useGoBack();
  usePickupSync(mberNo);
  const selected = useStoreInfoState((s) => s.selectedStore);
  const current = useStore(selected?.tnantCd ?? "", mberNo, Boolean(selected));
  const favorites = useStores(FAVORITES, mberNo, Boolean(mberNo));
  const { choose, clear } = useChooseStore(mberNo);
  const store = selected && current.data?.tnantCd === selected.tnantCd ? current.data : null;

  return (
    <>
      <PageHeader title={t("pickup.title")} onBack={goBack} />
      <main className={styles.page}>
        <p className={styles.intro}>{t("pickup.intro")}</p>
        <section className={styles.card} aria-labelledby="pickup-current">
          <h2 id="pickup-current" className={styles.label}>
            {t("pickup.current")}
          </h2>
          {selected ? (
            <>
              <p className={styles.name} data-testid="pickup-store">
                {selected.tnantNm}
              </p>
              {store ? (
                <>
                  <p className={styles.meta}>{store.baseAddr}</p>
                  <p className={styles.meta}>
                    <span className={store.isOpen ? styles.open : styles.closed}>
                      {t(store.isOpen ? "open" : "closed")}
                    </span>{" "}
                    {t("hours", { open: store.openTime, close: store.closeTime })}
                  </p>
                  <ServiceTags services={store.services} />
                </>
              ) : null}
              <div className={styles.actions}>
                <Link to={links.finder} className={styles.primary}>
                  {t("pickup.change")}
                </Link>
                <Link to={links.detail(selected.tnantCd)} className={styles.secondary}>
                  {t("pickup.view")}
                </Link>
              </div>
              <button type="button" className={styles.clear} onClick={() => void clear()}>
                {t("pickup.clear")}
              </button>
            </>
          ) : (
            <>
              <p className={styles.meta}>{t("pickup.none")}</p>
              <div className={styles.actions}>
                <Link to={links.finder} className={styles.primary}>
                  {t("pickup.choose")}
                </Link>
              </div>
            </>
          )}
        </section>
        <section aria-labelledby="pickup-favorites" className={styles.favorites}>
          <h2 id="pickup-favorites" className={styles.title}>
            {t("pickup.favorites")}
          </h2>
          {!mberNo ? (
            <div className={styles.guest}>
              <p className={styles.meta}>{t("favoriteLogin")}</p>
              <Link to={links.login} className={styles.secondary}>
                {t("pickup.login")}
              </Link>
            </div>
          ) : favorites.data && favorites.data.length > 0 ? (
            <ul className={styles.list}>
              {favorites.data.map((s) => (
                <li key={s.tnantCd} className={styles.item}>
                  <Link to={links.detail(s.tnantCd)} className={styles.itemBody}>
                    <span className={styles.itemName}>{s.tnantNm}</span>
                    <span className={styles.meta}>{s.baseAddr}</span>
                  </Link>
                  {s.tnantCd === selected?.tnantCd ? (
                    <span className={styles.inUse}>{t("pickup.inUse")}</span>
                  ) : (
                    <button
                      type="button"
                      className={styles.use}
                      onClick={() => void choose({ tnantCd: s.tnantCd, tnantNm: s.tnantNm })}
                      aria-label={`${t("pickup.useThis")}: ${s.tnantNm}`}
                    >
                      {t("pickup.useThis")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : favorites.isSuccess ? (
            <EmptyState title={t("pickup.favoritesEmpty")} description={t("pickup.favoritesHint")} />
          ) : null}
        </section>
      </main>
    </>
  );
}
