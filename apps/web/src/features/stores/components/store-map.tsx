import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMapConfig } from "../api/get-map-config";
import { loadMapLibrary } from "../map/load-map-library";
import type { MapPoint, MapStore, MapView } from "../map/map-adapter";
import { focusPoints } from "../rules/map-focus";
import styles from "./store-map.module.css";

/** Seoul City Hall: the centre before any store or position is known. */
const SEOUL: MapPoint = { lat: 37.5665, lng: 126.978 };

type StoreMapProps = {
  stores: readonly MapStore[];
  selected: string | null;
  myPosition: MapPoint | null;
  onSelect?: (tnantCd: string) => void;
  /** `area` for the finder, `street` for one store's small map. */
  zoom: "area" | "street";
  label: string;
  className?: string;
};

type Status = "loading" | "ready" | "unavailable";

/**
 * The map behind the adapter: loads the library once (SPEC §4), then draws the stores (clustered),
 * the selected one and "my position". When the library cannot be had, it says so; the page's list
 * does not depend on it.
 */
export function StoreMap({ stores, selected, myPosition, onSelect, zoom, label, className }: StoreMapProps) {
  const { t } = useTranslation("stores");
  const config = useMapConfig();
  const element = useRef<HTMLElement>(null);
  const view = useRef<MapView | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const latest = useRef({ stores, selected, myPosition, onSelect });
  /** The stores the map last drew (the first drawing happens when it is created). */
  const drawn = useRef<readonly MapStore[] | null>(null);
  latest.current = { stores, selected, myPosition, onSelect };
  const myLabel = t("myPosition");

  useEffect(() => {
    if (config.isError) setStatus("unavailable");
    if (!config.data || !element.current) return;
    let live = true;
    const el = element.current;
    loadMapLibrary(config.data).then(
      (adapter) => {
        if (!live) return;
        if (!adapter) return setStatus("unavailable");
        const now = latest.current;
        const first = now.stores[0];
        view.current = adapter.createMap(el, {
          center: now.myPosition ?? (first ? { lat: first.lat, lng: first.lng } : SEOUL),
          zoom,
          onSelect: (cd) => latest.current.onSelect?.(cd),
          labels: { myPosition: myLabel },
        });
        view.current.setStores(now.stores);
        drawn.current = now.stores;
        view.current.setMyPosition(now.myPosition);
        if (now.selected) view.current.setSelected(now.selected);
        else view.current.fitTo(focusPoints(now.stores, now.myPosition));
        setStatus("ready");
      },
      (error: unknown) => {
        console.error("[map] map unavailable", error);
        if (live) setStatus("unavailable");
      },
    );
    return () => {
      live = false;
      view.current?.destroy();
      view.current = null;
    };
  }, [config.data, config.isError, zoom, myLabel]);

  // Later changes go to the drawn map.
  useEffect(() => {
    if (status !== "ready" || !view.current || drawn.current === stores) return;
    drawn.current = stores;
    view.current.setStores(stores);
    // New filters: show what they found.
    if (!latest.current.selected) view.current.fitTo(focusPoints(stores, null));
  }, [stores, status]);
  useEffect(() => {
    if (status === "ready") view.current?.setSelected(selected);
  }, [selected, status]);
  useEffect(() => {
    if (status === "ready") view.current?.setMyPosition(myPosition);
  }, [myPosition, status]);

  return (
    <div className={`${styles.frame} ${className ?? ""}`}>
      <section ref={element} className={styles.map} aria-label={label} data-map-status={status} />
      {status === "unavailable" ? <p className={styles.unavailable}>{t("mapUnavailable")}</p> : null}
    </div>
  );
}
