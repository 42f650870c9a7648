// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { createKakaoAdapter } from "./kakao-adapter";

/** A stand-in for the provider's maps API that records what the view asks of it. */
function fakeKakao() {
  const log: string[] = [];
  const listeners = new Map<unknown, () => void>();
  class LatLng {
    constructor(
      readonly lat: number,
      readonly lng: number,
    ) {}
  }
  class Marker {
    image: unknown;
    z = 0;
    constructor(readonly o: { title: string; image?: unknown }) {
      this.image = o.image;
    }
    setMap() {}
    setZIndex(z: number) {
      this.z = z;
    }
    setImage(i: unknown) {
      this.image = i;
    }
  }
  const clustered: Marker[] = [];
  const maps = {
    LatLng,
    LatLngBounds: class {
      points: LatLng[] = [];
      extend(p: LatLng) {
        this.points.push(p);
      }
    },
    Map: class {
      level: number;
      constructor(_el: HTMLElement, o: { level: number }) {
        this.level = o.level;
      }
      setCenter(p: LatLng) {
        log.push(`center ${p.lat},${p.lng}`);
      }
      setLevel(l: number) {
        this.level = l;
      }
      getLevel() {
        return this.level;
      }
      setBounds(b: { points: LatLng[] }) {
        log.push(`bounds ${b.points.length}`);
      }
    },
    Marker,
    MarkerImage: class {
      constructor(readonly src: string) {}
    },
    Size: class {},
    CustomOverlay: class {
      constructor(readonly o: { content: string }) {
        log.push(`overlay ${o.content}`);
      }
      setMap(m: unknown) {
        log.push(m ? "overlay on" : "overlay off");
      }
    },
    MarkerClusterer: class {
      addMarkers(m: Marker[]) {
        clustered.push(...m);
      }
      clear() {
        clustered.length = 0;
      }
    },
    event: { addListener: (target: unknown, _type: string, fn: () => void) => listeners.set(target, fn) },
  };
  return { kakao: { maps }, log, clustered, listeners };
}

describe("provider map adapter", () => {
  it("clusters the stores' markers, marks the selected one, shows my position and fits points", () => {
    const { kakao, log, clustered, listeners } = fakeKakao();
    const onSelect = vi.fn();
    const view = createKakaoAdapter(kakao).createMap(document.createElement("div"), {
      center: { lat: 37.5, lng: 127 },
      zoom: "area",
      onSelect,
      labels: { myPosition: "My position" },
    });
    view.setStores([
      { tnantCd: "T0001", tnantNm: "셀러 청담점", lat: 37.5246, lng: 127.0437 },
      { tnantCd: "T0004", tnantNm: "셀러 역삼점", lat: 37.5, lng: 127.0364 },
    ]);
    expect(clustered.map((m) => m.o.title)).toEqual(["셀러 청담점", "셀러 역삼점"]);
    listeners.get(clustered[1])?.();
    expect(onSelect).toHaveBeenCalledWith("T0004");
    const normal = clustered[0]!.image;
    view.setSelected("T0004");
    expect(clustered[1]!.image).not.toBe(normal);
    expect(clustered[1]!.z).toBe(10);
    expect(log).toContain("center 37.5,127.0364");
    view.setSelected("T0001");
    expect(clustered[1]!.image).toBe(normal);
    view.setMyPosition({ lat: 37.4979, lng: 127.0276 });
    expect(log.some((l) => l.startsWith("overlay") && l.includes('aria-label="My position"'))).toBe(true);
    view.fitTo([
      { lat: 37.4979, lng: 127.0276 },
      { lat: 37.5, lng: 127.0364 },
    ]);
    expect(log).toContain("bounds 2");
    view.destroy();
    expect(clustered).toEqual([]);
    expect(log.at(-1)).toBe("overlay off");
  });
});
