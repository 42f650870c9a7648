import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { useStoreInfoStore } from "../../../lib/state/store-info-store";
import { EARLY_PRODUCT_MAX_AGE_MS, getProductDetail, startProductRequest } from "./get-product-detail";

describe("startProductRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    useStoreInfoStore.setState({ selectedStore: null });
  });

  it("starts the call for /product/{itemCd} and the page takes it over once", async () => {
    useStoreInfoStore.setState({ selectedStore: { tnantCd: "T0001", tnantNm: "청담점" } });
    const { calls } = installFakeFetch(() => ok({ itemCd: "W0005" }));
    startProductRequest("/product/W0005");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/api\/products\/W0005\?tnantCd=T0001$/);
    await expect(getProductDetail("W0005", "T0001")).resolves.toEqual({ itemCd: "W0005" });
    expect(calls).toHaveLength(1);
    await getProductDetail("W0005", "T0001");
    expect(calls).toHaveLength(2);
  });

  it("ignores other paths, and an early call for another product, store or an old one", async () => {
    const { calls } = installFakeFetch(() => ok({}));
    startProductRequest("/product");
    startProductRequest("/product/W0005/photo");
    expect(calls).toHaveLength(0);

    startProductRequest("/product/W0005");
    await getProductDetail("W0006", null);
    expect(calls.map((c) => c.url.replace(/.*\/products\//, ""))).toEqual(["W0005", "W0006"]);

    startProductRequest("/product/W0005");
    await getProductDetail("W0005", "T0002");
    expect(calls).toHaveLength(4);

    vi.useFakeTimers({ toFake: ["Date"] });
    startProductRequest("/product/W0005");
    vi.setSystemTime(Date.now() + EARLY_PRODUCT_MAX_AGE_MS + 1);
    await getProductDetail("W0005", null);
    expect(calls).toHaveLength(6);
  });
});
