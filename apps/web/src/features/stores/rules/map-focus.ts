import { distanceKm } from "./distance";

type Point = { lat: number; lng: number };

/** How many of the nearest stores the map first shows around the shopper. */
export const NEARBY_COUNT = 5;
/** Farther than this from every store, the map shows all of them instead. */
export const NEARBY_MAX_KM = 50;

/**
 * What the map first brings into view: with a position near the chain's stores, the position and
 * its nearest few stores (a city, not the whole country); otherwise every store (and the position).
 */
export function focusPoints(stores: readonly Point[], position: Point | null): Point[] {
  if (!position) return [...stores];
  const nearest = stores
    .map((s) => ({ s, km: distanceKm(position, s) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, NEARBY_COUNT)
    .filter((n) => n.km <= NEARBY_MAX_KM)
    .map((n) => n.s);
  return nearest.length > 0 ? [position, ...nearest] : [position, ...stores];
}
