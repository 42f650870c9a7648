import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { useStoreInfoState } from "../../../domain/stores/store-info-state";
import { callPhone } from "../../../lib/bridge/actions";
import { formatDistance } from "../../../lib/format/distance";
import { isApiError } from "../../../lib/http/errors";
import { useGlobalState } from "../../../lib/state/global-state";
import { useStore } from "../api/get-store";
import { FavoriteStar } from "../components/favorite-star";
import { ServiceTags } from "../components/service-tags";
import { ClockIcon, PhoneIcon, PinIcon } from "../components/store-icons";
import { StoreMap } from "../components/store-map";
import { StoreStockLookup } from "../components/store-stock-lookup";
import { useChooseStore } from "../hooks/use-choose-store";
import { useFavoriteAction } from "../hooks/use-favorite-action";
import { distanceKm } from "../rules/distance";
import type { Position } from "../state/position-state";
import styles from "./store-detail-view.module.css";

export type StoreDetailViewProps = {
  tnantCd: string;
  mberNo: string | null;
  position: Position | null;
  onBack: () => void;
  onLoginRequired: () => void;
  productHref: (itemCd: string) => string;
};

/** One store: address, hours, phone, services, a small map, "my store" and a stock lookup. */
export function StoreDetailView({
  tnantCd,
  mberNo,
  position,
  onBack,
  onLoginRequired,
  productHref,
}: StoreDetailViewProps) {
  const { t } = useTranslation("stores");
  const query = useStore(tnantCd, mberNo);
  const onFavorite = useFavoriteAction(Boolean(mberNo), onLoginRequired);
  const { choose } = useChooseStore(mberNo);
  const mine = useStoreInfoState((s) => s.selectedStore?.tnantCd === tnantCd);
  const store = query.data;

  if (!store) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader title={t("detail.location")} onBack={onBack} />
        <main className={styles.state}>
          {query.isError ? <EmptyState title={notFound ? t("detail.notFound") : t("loadFailed")} /> : <Spinner />}
        </main>
      </>
    );
  }

  const distance = position ? distanceKm(position, { lat: store.latitude, lng: store.longitude }) : null;
  const call = () =>
    callPhone(store.tel).catch((e: unknown) =>
      useGlobalState.getState().showToast(e instanceof Error ? e.message : String(e)),
    );
  const makeMine = () => {
    void choose({ tnantCd: store.tnantCd, tnantNm: store.tnantNm });
    useGlobalState.getState().showToast(t("detail.chosen", { name: store.tnantNm }));
  };

  return (
    <>
      <PageHeader
        title={store.tnantNm}
        onBack={onBack}
        right={<FavoriteStar tnantNm={store.tnantNm} favorite={store.favorite} onToggle={() => onFavorite(store)} />}
      />
      <main className={styles.page}>
        <div className={styles.status}>
          <span className={store.isOpen ? styles.open : styles.closed}>{t(store.isOpen ? "open" : "closed")}</span>
          {distance !== null ? <span className={styles.distance}>{formatDistance(distance)}</span> : null}
        </div>
        <StoreMap
          className={styles.map}
          stores={[{ tnantCd: store.tnantCd, tnantNm: store.tnantNm, lat: store.latitude, lng: store.longitude }]}
          selected={store.tnantCd}
          myPosition={position}
          zoom="street"
          label={t("storeMapLabel", { name: store.tnantNm })}
        />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <PinIcon size={18} />
              {t("detail.address")}
            </dt>
            <dd>
              {store.baseAddr}
              {store.detailAddr ? <span className={styles.sub}>{store.detailAddr}</span> : null}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <ClockIcon size={18} />
              {t("detail.hours")}
            </dt>
            <dd>{t("hours", { open: store.openTime, close: store.closeTime })}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <PhoneIcon size={18} />
              {t("detail.phone")}
            </dt>
            <dd className={styles.phone}>
              <span>{store.tel}</span>
              <button type="button" className={styles.call} onClick={call}>
                {t("detail.call")}
              </button>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t("detail.services")}</dt>
            <dd>
              <ServiceTags services={store.services} />
              {!Object.values(store.services).some(Boolean) ? t("detail.noServices") : null}
            </dd>
          </div>
        </dl>
        <button type="button" className={styles.choose} onClick={makeMine} disabled={mine} aria-pressed={mine}>
          {mine ? t("detail.mine") : t("detail.choose")}
        </button>
        <StoreStockLookup tnantCd={store.tnantCd} productHref={productHref} />
      </main>
    </>
  );
}
