import { describe, expect, it } from "vitest";
import { focusPoints } from "./map-focus";

const seocho = { lat: 37.5008, lng: 127.0256 };
const yeoksam = { lat: 37.5, lng: 127.0364 };
const haeundae = { lat: 35.163, lng: 129.1615 };
const gangnamStation = { lat: 37.4979, lng: 127.0276 };

describe("map focus", () => {
  it("shows every store without a position", () => {
    expect(focusPoints([seocho, haeundae], null)).toEqual([seocho, haeundae]);
  });

  it("shows the position and its nearest stores, leaving far ones out", () => {
    expect(focusPoints([haeundae, yeoksam, seocho], gangnamStation)).toEqual([gangnamStation, seocho, yeoksam]);
  });

  it("shows everything when no store is near (e.g. on Jeju)", () => {
    const jeju = { lat: 33.4996, lng: 126.5312 };
    expect(focusPoints([seocho, haeundae], jeju)).toEqual([jeju, seocho, haeundae]);
  });
});
