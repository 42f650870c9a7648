import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { useGlobalState } from "../../../lib/state/global-state";
import { getNewAlarmCount } from "./get-new-alarm-count";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("getNewAlarmCount", () => {
  it("stores the count, and 0 when the network fails", async () => {
    installFakeFetch(() => ok(3));
    expect(await getNewAlarmCount()).toBe(3);
    expect(useGlobalState.getState().newAlarmCount).toBe(3);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    installFakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await getNewAlarmCount()).toBe(0);
    expect(useGlobalState.getState().newAlarmCount).toBe(0);
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});
