import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";

describe("distanceKm", () => {
  it("uses the haversine formula with 6371 km, one decimal", () => {
    const cityHall = { lat: 37.5663, lng: 126.9779 };
    const gangnam = { lat: 37.4979, lng: 127.0276 };
    expect(distanceKm(cityHall, gangnam)).toBe(8.8);
    expect(distanceKm(cityHall, cityHall)).toBe(0);
    const busan = { lat: 35.1796, lng: 129.0756 };
    expect(distanceKm(cityHall, busan)).toBe(325.1);
  });
});
