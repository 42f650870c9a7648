import { useEffect } from "react";
import { type Position, usePositionState } from "../state/position-state";

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/**
 * Asks the browser's geolocation once and stores the position (lat, lng). Missing support and
 * failures are only logged (SPEC §8); the stored position, if any, stays.
 */
export function requestPosition(): Promise<Position | null> {
  return new Promise((resolve) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator) || !navigator.geolocation) {
      console.warn("[stores] geolocation is not supported");
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const position = { lat: p.coords.latitude, lng: p.coords.longitude };
        usePositionState.getState().setPosition(position);
        resolve(position);
      },
      (error) => {
        console.warn(`[stores] geolocation failed (${error.code})`, error.message);
        resolve(null);
      },
      OPTIONS,
    );
  });
}

/** The stored position, refreshed from the browser when the screen opens. */
export function usePosition(): Position | null {
  const position = usePositionState((s) => s.position);
  useEffect(() => {
    void requestPosition();
  }, []);
  return position;
}
