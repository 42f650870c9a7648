import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { Tabs } from "../../../components/ui/tabs";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useStoreInfoState } from "../../../domain/stores/store-info-state";
import { useStores } from "../api/get-stores";
import { PositionLine } from "../components/position-line";
import { StoreFiltersBar } from "../components/store-filters-bar";
import { StoreList } from "../components/store-list";
import { StoreMap } from "../components/store-map";
import { StoreRow } from "../components/store-row";
import { useAddress } from "../hooks/use-address";
import { useFavoriteAction } from "../hooks/use-favorite-action";
import { useGpsPermission } from "../hooks/use-gps-permission";
import { usePickupSync } from "../hooks/use-pickup-sync";
import { usePosition } from "../hooks/use-position";
import { readFinderState, type StoreFinderState, writeFinderState } from "../rules/store-filters";
import { orderStores, withDistance } from "../rules/store-order";
import { StoreDetailView, type StoreDetailViewProps } from "./store-detail-view";
import styles from "./store-finder-route.module.css";

export type StoreFinderRouteProps = {
  mberNo: string | null;
  onLoginRequired: () => void;
  /** The product page of a store's stock lookup result. */
  productHref: StoreDetailViewProps["productHref"];
};

/** `/store`: search, filters, list or map; `?store=` shows one store (docs/decisions/323). */
export function StoreFinderRoute({ mberNo, onLoginRequired, productHref }: StoreFinderRouteProps) {
  const { t } = useTranslation("stores");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const [params, setParams] = useSearchParams();
  const state = readFinderState(params);
  const update = (next: Partial<StoreFinderState>, push = false) =>
    setParams(writeFinderState({ ...state, ...next }), { replace: !push });
  usePickupSync(mberNo);
  const position = usePosition();
  const gps = useGpsPermission();
  const address = useAddress(position);
  const mine = useStoreInfoState((s) => s.selectedStore?.tnantCd ?? null);
  const query = useStores(state.filters, mberNo);
  const onFavorite = useFavoriteAction(Boolean(mberNo), onLoginRequired);
  const byDistance = gps === true && position !== null;
  const stores = useMemo(
    () => orderStores(withDistance(query.data ?? [], position), gps === true),
    [query.data, position, gps],
  );
  const markers = useMemo(
    () => stores.map((s) => ({ tnantCd: s.tnantCd, tnantNm: s.tnantNm, lat: s.latitude, lng: s.longitude })),
    [stores],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const pickedStore = stores.find((s) => s.tnantCd === picked) ?? null;
  const detailHref = (tnantCd: string) => `?${writeFinderState({ ...state, store: tnantCd }).toString()}`;

  if (state.store) {
    return (
      <StoreDetailView
        key={state.store}
        tnantCd={state.store}
        mberNo={mberNo}
        position={position}
        onBack={goBack}
        onLoginRequired={onLoginRequired}
        productHref={productHref}
      />
    );
  }

  return (
    <>
      <PageHeader title={ts("routes:store")} onBack={goBack} />
      <main className={styles.page}>
        <StoreFiltersBar filters={state.filters} onChange={(filters) => update({ filters })} />
        <PositionLine
          position={position}
          address={address.data ?? null}
          count={query.data ? stores.length : null}
          byDistance={byDistance}
          gpsOff={gps === false}
        />
        <Tabs
          label={t("views")}
          items={[
            { value: "list", label: t("list") },
            { value: "map", label: t("map") },
          ]}
          value={state.view}
          onChange={(view) => update({ view })}
        />
        {state.view === "list" ? (
          <StoreList
            stores={stores}
            status={query.status}
            onRetry={() => void query.refetch()}
            detailHref={detailHref}
            onToggleFavorite={onFavorite}
            mine={mine}
          />
        ) : (
          <>
            <StoreMap
              className={styles.map}
              stores={markers}
              selected={picked}
              myPosition={position}
              onSelect={setPicked}
              zoom="area"
              label={t("mapLabel")}
            />
            {pickedStore ? (
              <StoreRow
                store={pickedStore}
                to={detailHref(pickedStore.tnantCd)}
                onToggleFavorite={() => onFavorite(pickedStore)}
                isMine={pickedStore.tnantCd === mine}
              />
            ) : null}
          </>
        )}
      </main>
    </>
  );
}
