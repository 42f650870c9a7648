import type { MapConfig } from "@cellar/contracts/client";
import { MAP_ERRORS } from "@cellar/contracts/client";
import L from "./leaflet-global";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./map-pins.css";
import type { MapAdapter, MapPoint, MapStore, MapView, MapViewOptions } from "./map-adapter";

const ZOOM = { area: 11, street: 16 } as const;
/** From this zoom on every store has its own marker. */
const UNCLUSTER_AT = 15;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function pin(store: MapStore, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: `cellar-pin${selected ? " is-selected" : ""}`,
    html: `<span class="cellar-pin__dot" data-store="${escapeHtml(store.tnantCd)}" aria-label="${escapeHtml(store.tnantNm)}" role="img"></span>`,
    iconSize: [30, 38],
    iconAnchor: [15, 38],
  });
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({
    className: "cellar-cluster",
    html: `<span data-count="${count}">${count}</span>`,
    iconSize: [40, 40],
  });
}

class LeafletView implements MapView {
  private readonly map: L.Map;
  private readonly cluster: L.MarkerClusterGroup;
  private readonly markers = new Map<string, { marker: L.Marker; store: MapStore }>();
  private me: L.Marker | null = null;
  private selected: string | null = null;

  constructor(
    element: HTMLElement,
    config: MapConfig,
    private readonly options: MapViewOptions,
  ) {
    this.map = L.map(element, { zoomControl: true, attributionControl: true }).setView(
      [options.center.lat, options.center.lng],
      ZOOM[options.zoom],
    );
    // Tiles that cannot be reached leave the background empty; markers and clusters still draw.
    this.map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(config.tileUrl, { attribution: escapeHtml(config.tileAttribution), maxZoom: 19 }).addTo(this.map);
    this.cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      // Drawn at once: no half-finished cluster animations on a slow phone (or in a screenshot).
      animate: false,
      animateAddingMarkers: false,
      disableClusteringAtZoom: UNCLUSTER_AT,
      maxClusterRadius: 48,
      iconCreateFunction: clusterIcon,
    });
    this.map.addLayer(this.cluster);
  }

  setStores(stores: readonly MapStore[]): void {
    this.cluster.clearLayers();
    this.markers.clear();
    const layers = stores.map((store) => {
      const marker = L.marker([store.lat, store.lng], {
        icon: pin(store, store.tnantCd === this.selected),
        title: store.tnantNm,
        keyboard: true,
        zIndexOffset: store.tnantCd === this.selected ? 1000 : 0,
      });
      marker.on("click", () => this.options.onSelect?.(store.tnantCd));
      this.markers.set(store.tnantCd, { marker, store });
      return marker;
    });
    this.cluster.addLayers(layers);
  }

  setSelected(tnantCd: string | null): void {
    const previous = this.selected ? this.markers.get(this.selected) : undefined;
    previous?.marker.setIcon(pin(previous.store, false)).setZIndexOffset(0);
    this.selected = tnantCd;
    const next = tnantCd ? this.markers.get(tnantCd) : undefined;
    if (!next) return;
    next.marker.setIcon(pin(next.store, true)).setZIndexOffset(1000);
    this.map.setView([next.store.lat, next.store.lng], Math.max(this.map.getZoom(), UNCLUSTER_AT), { animate: false });
  }

  setMyPosition(position: MapPoint | null): void {
    this.me?.remove();
    this.me = null;
    if (!position) return;
    const label = escapeHtml(this.options.labels.myPosition);
    this.me = L.marker([position.lat, position.lng], {
      icon: L.divIcon({
        className: "cellar-me",
        html: `<span class="cellar-me__dot" role="img" aria-label="${label}"></span>`,
        iconSize: [22, 22],
      }),
      title: this.options.labels.myPosition,
      interactive: false,
      // Under the stores' pins and clusters, so it never hides a count.
      zIndexOffset: -1000,
    }).addTo(this.map);
  }

  fitTo(points: readonly MapPoint[]): void {
    const latLngs = points.map((p): L.LatLngTuple => [p.lat, p.lng]);
    const [first] = latLngs;
    if (!first) return;
    if (latLngs.length === 1) this.map.setView(first, ZOOM.street, { animate: false });
    else this.map.fitBounds(L.latLngBounds(latLngs), { padding: [36, 36], maxZoom: ZOOM.street, animate: false });
  }

  destroy(): void {
    this.map.remove();
  }
}

/** The open map (Leaflet and its clustering plugin, lazy-loaded) with the configured tile address. */
export function createLeafletAdapter(config: MapConfig): MapAdapter {
  if (typeof L?.map !== "function" || typeof L.markerClusterGroup !== "function") {
    throw new Error(MAP_ERRORS.libraryMissing);
  }
  return {
    provider: "open",
    createMap: (element, options) => new LeafletView(element, config, options),
  };
}
