import { describe, expect, it } from "vitest";
import { readFinderState, writeFinderState } from "./store-filters";

describe("store finder state in the address", () => {
  it("reads and writes every filter, the view and the store", () => {
    const q = new URLSearchParams(
      "q=%EA%B0%95%EB%82%A8&region=%EC%84%9C%EC%9A%B8&open=1&svc=tasting&svc=pickup&view=map&store=T0001",
    );
    const state = readFinderState(q);
    expect(state).toEqual({
      filters: { keyword: "강남", region: "서울", openNow: true, services: ["pickup", "tasting"], favoriteOnly: false },
      view: "map",
      store: "T0001",
    });
    expect(writeFinderState(state).toString()).toBe(
      "q=%EA%B0%95%EB%82%A8&region=%EC%84%9C%EC%9A%B8&open=1&svc=pickup&svc=tasting&view=map&store=T0001",
    );
  });

  it("drops unknown values and keeps defaults out of the address", () => {
    const state = readFinderState(new URLSearchParams("region=jeju&svc=spa&svc=pickup&svc=pickup&view=x&open=yes"));
    expect(state.filters).toMatchObject({ region: null, services: ["pickup"], openNow: false });
    expect(state.view).toBe("list");
    expect(writeFinderState(state).toString()).toBe("svc=pickup");
    expect(writeFinderState(readFinderState(new URLSearchParams())).toString()).toBe("");
  });
});
