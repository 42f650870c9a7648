import type { MapConfig } from "@cellar/contracts/client";

/** A point on the map. */
export type MapPoint = { lat: number; lng: number };

/** A store as the map draws it. */
export type MapStore = { tnantCd: string; tnantNm: string; lat: number; lng: number };

export type MapViewOptions = {
  center: MapPoint;
  /** `area`: a city's stores at a glance; `street`: one store and its streets. */
  zoom: "area" | "street";
  /** A marker was tapped. */
  onSelect?: (tnantCd: string) => void;
  /** Accessible names of the map's own marks. */
  labels: { myPosition: string };
};

/** One drawn map; the store feature talks to every provider through this (CONVENTIONS rule 7). */
export interface MapView {
  /** Markers of these stores, clustered where they crowd. */
  setStores(stores: readonly MapStore[]): void;
  /** Marks one store as selected and brings it into view (null: none). */
  setSelected(tnantCd: string | null): void;
  /** The shopper's own position (null: hidden). */
  setMyPosition(position: MapPoint | null): void;
  /** Brings these points into view (one point: at street level). */
  fitTo(points: readonly MapPoint[]): void;
  destroy(): void;
}

/** A loaded map library. */
export interface MapAdapter {
  readonly provider: MapConfig["provider"];
  createMap(element: HTMLElement, options: MapViewOptions): MapView;
}
