import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { StampSection } from "./stamp-section";

const card = (balance: number) => ({
  stampRuleId: "R1",
  balance,
  stampsPerReward: 10,
  rewardProgress: balance % 10,
  rewardsAvailable: Math.floor(balance / 10),
  expiringCount: 0,
  expiringDate: null,
});
const history = {
  pageNo: 1,
  pageSize: 10,
  totalCnt: 1,
  totalPages: 1,
  list: [
    {
      stampTxNo: 1,
      type: "GIFT_RELOAD",
      quantity: 2,
      balanceAfter: 11,
      refStampTxNo: null,
      memo: null,
      createdAt: "2026-11-21T01:00:00Z",
    },
  ],
};
const path = (c: FakeCall) => new URL(c.url, "http://x").pathname;

function renderSection(redeem: () => ReturnType<typeof ok>) {
  let balance = 11;
  const fake = installFakeFetch((call) => {
    if (path(call).endsWith("/stamps/redeem")) {
      const reply = redeem();
      if (reply.status === undefined) balance -= 10;
      return reply;
    }
    if (path(call).endsWith("/stamps/history")) return ok(history);
    return ok(card(balance));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StampSection />
    </QueryClientProvider>,
  );
  return fake;
}

describe("StampSection", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useGlobalState.getState().hideToast();
  });

  it("shows the card and history, exchanges a full card and refreshes", async () => {
    const { calls } = renderSection(() =>
      ok({ stampTxNo: 2, balance: 1, cpnIssuNo: "C9", couponName: "Stamp reward 10,000 won" }),
    );
    expect(await screen.findByText("11 stamps")).toBeInTheDocument();
    expect(screen.getByText("Gift received")).toBeInTheDocument();
    expect(screen.getByText("+2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Exchange for a coupon · 1 reward ready/ }));
    await waitFor(() =>
      expect(useGlobalState.getState().toast?.message).toBe("A reward coupon has been issued: Stamp reward 10,000 won"),
    );
    expect(await screen.findByText("1 stamp")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Exchange/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => path(c).endsWith("/stamps/redeem"))).toHaveLength(1);
  });

  it("shows the server's message when the exchange is refused", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderSection(() => fail(400, "STMP0001", "스탬프가 부족합니다"));
    await userEvent.click(await screen.findByRole("button", { name: /Exchange for a coupon/ }));
    await waitFor(() => expect(useGlobalState.getState().toast?.message).toBe("You do not have enough stamps"));
  });
});
