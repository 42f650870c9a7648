import type { Store } from "@cellar/contracts/client";
import { distanceKm, type LatLng } from "./distance";

/** SPEC §3 Store with its computed distance (km, one decimal; null until a position is known). */
export type StoreWithDistance = Store & { distance: number | null };

/** Adds the distance from the position to each store (SPEC §9: 6371 km, one decimal). */
export function withDistance(stores: readonly Store[], position: LatLng | null): StoreWithDistance[] {
  return stores.map((s) => ({
    ...s,
    distance: position ? distanceKm(position, { lat: s.latitude, lng: s.longitude }) : null,
  }));
}

const byName = (a: StoreWithDistance, b: StoreWithDistance) =>
  a.tnantNm < b.tnantNm ? -1 : a.tnantNm > b.tnantNm ? 1 : a.tnantCd < b.tnantCd ? -1 : 1;

/**
 * Favourites first; within each group nearest first only when `byDistance` (SPEC §6: the native GPS
 * permission is Y) and a position is known, otherwise by name. Equal distances fall back to the name.
 */
export function orderStores(stores: readonly StoreWithDistance[], byDistance: boolean): StoreWithDistance[] {
  const sortByDistance = byDistance && stores.some((s) => s.distance !== null);
  return [...stores].sort((a, b) => {
    if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
    if (sortByDistance) {
      const d = (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY);
      if (d !== 0) return d;
    }
    return byName(a, b);
  });
}
