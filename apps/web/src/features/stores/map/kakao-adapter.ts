import "./map-pins.css";
import type { MapAdapter, MapPoint, MapStore, MapView, MapViewOptions } from "./map-adapter";

/* The part of the provider's maps API (Kakao-style, with `services` and `clusterer`) this view uses. */
type LatLng = object;
type KMarker = { setMap(m: KMap | null): void; setZIndex(z: number): void; setImage(i: unknown): void };
type KMap = { setCenter(p: LatLng): void; setLevel(l: number): void; getLevel(): number; setBounds(b: unknown): void };
type KOverlay = { setMap(m: KMap | null): void };
type KClusterer = { addMarkers(m: KMarker[]): void; clear(): void };
export type KakaoMaps = {
  maps: {
    LatLng: new (lat: number, lng: number) => LatLng;
    LatLngBounds: new () => { extend(p: LatLng): void };
    Map: new (el: HTMLElement, o: { center: LatLng; level: number }) => KMap;
    Marker: new (o: { position: LatLng; title: string; clickable: boolean; image?: unknown }) => KMarker;
    MarkerImage: new (src: string, size: unknown) => unknown;
    Size: new (w: number, h: number) => unknown;
    CustomOverlay: new (o: { position: LatLng; content: string; zIndex: number }) => KOverlay;
    MarkerClusterer: new (o: { map: KMap; averageCenter: boolean; minLevel: number }) => KClusterer;
    event: { addListener(target: unknown, type: string, fn: () => void): void };
  };
};

/** Provider zoom levels (smaller is closer). */
const LEVEL = { area: 8, street: 3 } as const;
const pinSvg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 38"><path d="M15 37C15 37 2 22.8 2 14a13 13 0 0 1 26 0c0 8.8-13 23-13 23z" fill="${fill}" stroke="#fff" stroke-width="2"/><circle cx="15" cy="14" r="5" fill="#fff"/></svg>`,
  )}`;

class KakaoView implements MapView {
  private readonly map: KMap;
  private readonly clusterer: KClusterer;
  private readonly markers = new Map<string, { marker: KMarker; store: MapStore }>();
  private readonly images: { normal: unknown; selected: unknown };
  private me: KOverlay | null = null;
  private selected: string | null = null;

  constructor(
    private readonly k: KakaoMaps["maps"],
    private readonly element: HTMLElement,
    private readonly options: MapViewOptions,
  ) {
    this.map = new k.Map(element, { center: this.at(options.center), level: LEVEL[options.zoom] });
    this.clusterer = new k.MarkerClusterer({ map: this.map, averageCenter: true, minLevel: 5 });
    const size = new k.Size(30, 38);
    this.images = {
      normal: new k.MarkerImage(pinSvg("#5b2a86"), size),
      selected: new k.MarkerImage(pinSvg("#c2185b"), size),
    };
  }

  private at(p: MapPoint): LatLng {
    return new this.k.LatLng(p.lat, p.lng);
  }

  setStores(stores: readonly MapStore[]): void {
    this.clusterer.clear();
    this.markers.clear();
    const markers = stores.map((store) => {
      const selected = store.tnantCd === this.selected;
      const marker = new this.k.Marker({
        position: this.at(store),
        title: store.tnantNm,
        clickable: true,
        image: selected ? this.images.selected : this.images.normal,
      });
      this.k.event.addListener(marker, "click", () => this.options.onSelect?.(store.tnantCd));
      this.markers.set(store.tnantCd, { marker, store });
      return marker;
    });
    this.clusterer.addMarkers(markers);
  }

  setSelected(tnantCd: string | null): void {
    const previous = this.selected ? this.markers.get(this.selected) : undefined;
    previous?.marker.setImage(this.images.normal);
    previous?.marker.setZIndex(0);
    this.selected = tnantCd;
    const next = tnantCd ? this.markers.get(tnantCd) : undefined;
    if (!next) return;
    next.marker.setImage(this.images.selected);
    next.marker.setZIndex(10);
    this.map.setLevel(Math.min(this.map.getLevel(), LEVEL.street + 1));
    this.map.setCenter(this.at(next.store));
  }

  setMyPosition(position: MapPoint | null): void {
    this.me?.setMap(null);
    this.me = null;
    if (!position) return;
    const label = this.options.labels.myPosition.replace(/[<>"&]/g, "");
    this.me = new this.k.CustomOverlay({
      position: this.at(position),
      content: `<span class="cellar-me__dot" role="img" aria-label="${label}"></span>`,
      zIndex: 0,
    });
    this.me.setMap(this.map);
  }

  fitTo(points: readonly MapPoint[]): void {
    const [first] = points;
    if (!first) return;
    if (points.length === 1) {
      this.map.setLevel(LEVEL.street);
      this.map.setCenter(this.at(first));
      return;
    }
    const bounds = new this.k.LatLngBounds();
    for (const p of points) bounds.extend(this.at(p));
    this.map.setBounds(bounds);
  }

  destroy(): void {
    this.clusterer.clear();
    this.me?.setMap(null);
    this.element.replaceChildren();
  }
}

/** The provider's map (its script loaded by load-map-library.ts). */
export function createKakaoAdapter(kakao: unknown): MapAdapter {
  const maps = (kakao as KakaoMaps).maps;
  return {
    provider: "kakao",
    createMap: (element, options) => new KakaoView(maps, element, options),
  };
}
