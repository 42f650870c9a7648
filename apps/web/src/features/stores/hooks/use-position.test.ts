// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePositionState } from "../state/position-state";
import { requestPosition } from "./use-position";

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePositionState.setState({ position: null });
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const withGeolocation = (getCurrentPosition: Geolocation["getCurrentPosition"] | undefined) =>
  vi.stubGlobal("navigator", { ...navigator, geolocation: getCurrentPosition ? { getCurrentPosition } : undefined });

describe("position", () => {
  it("stores the browser's position (lat, lng)", async () => {
    withGeolocation((ok) => ok({ coords: { latitude: 37.4979, longitude: 127.0276 } } as GeolocationPosition));
    expect(await requestPosition()).toEqual({ lat: 37.4979, lng: 127.0276 });
    expect(usePositionState.getState().position).toEqual({ lat: 37.4979, lng: 127.0276 });
  });

  it("only logs a failure and keeps the stored position", async () => {
    usePositionState.setState({ position: { lat: 35.1, lng: 129.1 } });
    withGeolocation((_ok, fail) => fail?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError));
    expect(await requestPosition()).toBeNull();
    expect(warn).toHaveBeenCalledWith("[stores] geolocation failed (1)", "User denied Geolocation");
    expect(usePositionState.getState().position).toEqual({ lat: 35.1, lng: 129.1 });
  });

  it("only logs missing support", async () => {
    withGeolocation(undefined);
    expect(await requestPosition()).toBeNull();
    expect(warn).toHaveBeenCalledWith("[stores] geolocation is not supported");
  });
});
