import type { Store } from "@cellar/contracts/client";
import { describe, expect, it } from "vitest";
import { formatDistance } from "../../../lib/format/distance";
import { distanceKm, EARTH_RADIUS_KM } from "./distance";
import { orderStores, withDistance } from "./store-order";

const store = (tnantCd: string, tnantNm: string, latitude: number, longitude: number, favorite = false): Store => ({
  tnantCd,
  tnantNm,
  region: "서울",
  district: "",
  baseAddr: "",
  detailAddr: null,
  tel: "",
  latitude,
  longitude,
  openTime: "10:00",
  closeTime: "22:00",
  isOpen: true,
  services: { pickup: true, wineKeep: false, tasting: false },
  favorite,
});

// Seeded stores and a position at Gangnam station.
const gangnamStation = { lat: 37.4979, lng: 127.0276 };
const seocho = store("T0005", "셀러 서초점", 37.5008, 127.0256);
const yeoksam = store("T0004", "셀러 역삼점", 37.5, 127.0364);
const cheongdam = store("T0001", "셀러 청담점", 37.5246, 127.0437);
const haeundae = store("T0026", "셀러 해운대점", 35.163, 129.1615);

describe("distance rule (SPEC §9)", () => {
  it("uses the 6371 km Earth radius and rounds to one decimal", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(distanceKm(gangnamStation, { lat: seocho.latitude, lng: seocho.longitude })).toBe(0.4);
    expect(distanceKm(gangnamStation, { lat: yeoksam.latitude, lng: yeoksam.longitude })).toBe(0.8);
    expect(distanceKm(gangnamStation, { lat: cheongdam.latitude, lng: cheongdam.longitude })).toBe(3.3);
    // one degree of latitude is 2πR/360 km
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(Math.round(((2 * Math.PI * 6371) / 360) * 10) / 10);
  });

  it("shows '<number> km' with one decimal, nothing while unknown", () => {
    expect(formatDistance(0.4)).toBe("0.4 km");
    expect(formatDistance(12)).toBe("12.0 km");
    expect(formatDistance(null)).toBe("");
  });
});

describe("store order", () => {
  const stores = [cheongdam, haeundae, seocho, yeoksam];

  it("computes each store's distance once a position is known", () => {
    expect(withDistance(stores, null).map((s) => s.distance)).toEqual([null, null, null, null]);
    expect(withDistance(stores, gangnamStation).map((s) => s.distance)).toEqual([3.3, 322.4, 0.4, 0.8]);
  });

  it("sorts nearest first only with the GPS permission, otherwise by name", () => {
    const known = withDistance(stores, gangnamStation);
    expect(orderStores(known, true).map((s) => s.tnantCd)).toEqual(["T0005", "T0004", "T0001", "T0026"]);
    expect(orderStores(known, false).map((s) => s.tnantNm)).toEqual([
      "셀러 서초점",
      "셀러 역삼점",
      "셀러 청담점",
      "셀러 해운대점",
    ]);
    // permission without a position: by name
    expect(orderStores(withDistance(stores, null), true).map((s) => s.tnantCd)).toEqual([
      "T0005",
      "T0004",
      "T0001",
      "T0026",
    ]);
  });

  it("lists favourites first, each group in its own order", () => {
    const withFavourites = withDistance([cheongdam, { ...haeundae, favorite: true }, seocho, yeoksam], gangnamStation);
    expect(orderStores(withFavourites, true).map((s) => s.tnantCd)).toEqual(["T0026", "T0005", "T0004", "T0001"]);
  });
});
