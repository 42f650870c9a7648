import { useQuery } from "@tanstack/react-query";
import { getAddress } from "../api/get-address";
import type { Position } from "../state/position-state";

/** The district around the position, to ~100 m (its failures only logged: the line then shows none). */
export function useAddress(position: Position | null) {
  const lat = position ? Math.round(position.lat * 1000) / 1000 : null;
  const lng = position ? Math.round(position.lng * 1000) / 1000 : null;
  return useQuery({
    queryKey: ["stores", "address", lat, lng],
    queryFn: async () => {
      try {
        return await getAddress({ lat: lat ?? 0, lng: lng ?? 0 });
      } catch (error) {
        console.warn("[stores] address lookup", error);
        return null;
      }
    },
    enabled: lat !== null && lng !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
