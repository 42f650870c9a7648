// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { currentStoreCode, STORE_INFO_KEY, useStoreInfoState } from "./store-info-state";

beforeEach(() => {
  localStorage.clear();
  useStoreInfoState.setState({ selectedStore: null });
});

describe("store info store", () => {
  it("keeps the selected store in localStorage and resets it", () => {
    useStoreInfoState.getState().select({ tnantCd: "T0004", tnantNm: "셀러 역삼점" });
    expect(currentStoreCode()).toBe("T0004");
    expect(JSON.parse(localStorage.getItem(STORE_INFO_KEY) ?? "{}")).toEqual({
      state: { selectedStore: { tnantCd: "T0004", tnantNm: "셀러 역삼점" } },
      version: 1,
    });
    useStoreInfoState.getState().reset();
    expect(currentStoreCode()).toBeNull();
  });

  it("takes over the product page's earlier choice (version 0 kept it as `store`)", async () => {
    localStorage.setItem(
      STORE_INFO_KEY,
      JSON.stringify({ state: { store: { tnantCd: "T0002", tnantNm: "셀러 압구정로데오점" } }, version: 0 }),
    );
    await useStoreInfoState.persist.rehydrate();
    expect(useStoreInfoState.getState().selectedStore).toEqual({ tnantCd: "T0002", tnantNm: "셀러 압구정로데오점" });
  });
});
