import { WISH_TOAST_MS } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { WishHeart } from "./wish-heart";

function renderHeart(props: { initial?: boolean; isMember?: boolean; onLoginRequired?: () => void } = {}) {
  const onLoginRequired = props.onLoginRequired ?? vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WishHeart
        itemCd="W0001"
        initial={props.initial ?? false}
        isMember={props.isMember ?? true}
        onLoginRequired={onLoginRequired}
      />
    </QueryClientProvider>,
  );
  return { onLoginRequired };
}

// A shared, busy machine: room for slow renders.
describe("WishHeart", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // the machine is shared with other test runs: give slow renders room
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  beforeEach(() => useGlobalState.setState({ toast: null }));
  afterEach(() => vi.unstubAllGlobals());

  it("adds with POST /api/attention and shows 'added' for 1000 ms", async () => {
    const { calls } = installFakeFetch(() => ok(null));
    renderHeart();
    await userEvent.click(screen.getByRole("button", { name: "Add to wish list" }));
    expect(useGlobalState.getState().toast).toMatchObject({ message: "Added to wish list", duration: WISH_TOAST_MS });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "POST", body: { itemCd: "W0001" } });
    expect(calls[0]!.url).toMatch(/\/product-api\/v1\.0\.0\/api\/attention$/);
    expect(screen.getByRole("button", { name: "Remove from wish list" })).toHaveAttribute("aria-pressed", "true");
  });

  it("removes with DELETE /api/attention/{itemCd} and shows 'removed'", async () => {
    const { calls } = installFakeFetch(() => ok(null));
    renderHeart({ initial: true });
    await userEvent.click(screen.getByRole("button", { name: "Remove from wish list" }));
    expect(useGlobalState.getState().toast).toMatchObject({ message: "Removed from wish list", duration: 1000 });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe("DELETE");
    expect(calls[0]!.url).toMatch(/\/api\/attention\/W0001$/);
  });

  it("shows the toast even when the call fails, opens no popup, and puts the heart back", async () => {
    installFakeFetch(() => fail(500, "9999", "boom"));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderHeart();
    await userEvent.click(screen.getByRole("button", { name: "Add to wish list" }));
    expect(useGlobalState.getState().toast?.message).toBe("Added to wish list");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add to wish list" })).toHaveAttribute("aria-pressed", "false"),
    );
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });

  it("sends a guest to login without calling the API or toasting", async () => {
    const { calls } = installFakeFetch(() => ok(null));
    const { onLoginRequired } = renderHeart({ isMember: false });
    await userEvent.click(screen.getByRole("button", { name: "Add to wish list" }));
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(useGlobalState.getState().toast).toBeNull();
  });

  it("pops when tapped on, not when a liked item's page opens", async () => {
    installFakeFetch(() => ok(null));
    renderHeart({ initial: true });
    const icon = () => screen.getByRole("button").querySelector("svg")?.getAttribute("class") ?? "";
    expect(icon()).toMatch(/on/);
    expect(icon()).not.toMatch(/pop/);
    await userEvent.click(screen.getByRole("button", { name: "Remove from wish list" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to wish list" })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: "Add to wish list" }));
    expect(icon()).toMatch(/pop/);
  });
});
