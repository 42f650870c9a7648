import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { EARLY_HOME_MAX_AGE_MS, getHome, startHomeRequest } from "./get-home";

const home = (tag: string) => ({
  promotions: [],
  exhibitions: [],
  ranking: [],
  newArrivals: [],
  memberOnly: null,
  tag,
});

describe("getHome", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("takes over the call started early, once, for the same visitor", async () => {
    let n = 0;
    const { calls } = installFakeFetch(() => ok(home(`answer ${++n}`)));
    startHomeRequest("M1");
    expect(calls).toHaveLength(1);
    await expect(getHome("M1")).resolves.toMatchObject({ tag: "answer 1" });
    expect(calls).toHaveLength(1);
    await expect(getHome("M1")).resolves.toMatchObject({ tag: "answer 2" });
    expect(calls).toHaveLength(2);
  });

  it("calls again when the visitor changed or the early answer is too old", async () => {
    let n = 0;
    const { calls } = installFakeFetch(() => ok(home(`answer ${++n}`)));
    startHomeRequest(null);
    await expect(getHome("M1")).resolves.toMatchObject({ tag: "answer 2" });
    vi.useFakeTimers({ toFake: ["Date"] });
    startHomeRequest("M1");
    vi.setSystemTime(Date.now() + EARLY_HOME_MAX_AGE_MS + 1);
    await expect(getHome("M1")).resolves.toMatchObject({ tag: "answer 4" });
    expect(calls).toHaveLength(4);
  });
});
