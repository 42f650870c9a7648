import type { RouletteEvent, RouletteSpinResult } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { RouletteRoute } from "./roulette-route";

const prize = (slot: number, kind: RouletteEvent["prizes"][number]["kind"], oddsBp: number, extra = {}) => ({
  prizeNo: slot + 1,
  slot,
  kind,
  label: kind === "COUPON" ? "룰렛 당첨 5,000원 할인" : "x",
  amount: kind === "STAMP" ? 3 : kind === "PREPAID" ? 1000 : null,
  oddsBp,
  stockLeft: kind === "NONE" ? null : 10,
  stockTotal: kind === "NONE" ? null : 50,
  ...extra,
});
const event = (allowance: RouletteEvent["allowance"]): RouletteEvent => ({
  eventCd: "YE",
  title: "Year-end roulette",
  summary: "",
  startAt: "2026-11-20T00:00:00Z",
  endAt: "2026-12-31T00:00:00Z",
  status: "OPEN",
  prizes: [
    prize(0, "COUPON", 1250),
    prize(1, "STAMP", 2500),
    prize(2, "PREPAID", 250, { stockLeft: 0 }),
    prize(3, "STAMP", 1000),
    prize(4, "PREPAID", 1000, { amount: 5000 }),
    prize(5, "NONE", 4000),
  ],
  allowance,
});
const spinResult = (slot: number): RouletteSpinResult => ({
  spin: {
    spinNo: 9,
    eventCd: "YE",
    eventTitle: "Year-end roulette",
    spunAt: "2026-11-28T01:00:00Z",
    prize: { prizeNo: slot + 1, slot, kind: "STAMP", label: "스탬프 3개", amount: 3 },
    soldOutFallback: false,
    cpnIssuNo: null,
  },
  allowance: { day: "2026-11-28", allowed: 1, used: 1, left: 0, purchaseBonus: false },
});
const allowance = { day: "2026-11-28", allowed: 1, used: 0, left: 1, purchaseBonus: false };

function renderRoulette(mberNo: string | null, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const onLoginRequired = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RouletteRoute
          eventCd={null}
          mberNo={mberNo}
          onLoginRequired={onLoginRequired}
          placeTo={{ coupon: "/coupon", membership: "/membership", prepaid: "/membershipPay?tab=prepaid" }}
          historyTo="/roulette/detail"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...fake, onLoginRequired };
}

describe("RouletteRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a guest the wheel and the published odds, and asks for a login on Spin", async () => {
    const { calls, onLoginRequired } = renderRoulette(null, () => ok(event(null)));
    expect(await screen.findByRole("img", { name: "Roulette wheel: 6 segments" })).toBeInTheDocument();
    const table = screen.getByRole("table");
    const row = (name: string) => within(table).getByRole("row", { name: new RegExp(name) });
    expect(row("룰렛 당첨 5,000원 할인")).toHaveTextContent("12.5%");
    expect(row("Next time")).toHaveTextContent("40%Unlimited");
    expect(row("₩1,000 prepaid")).toHaveTextContent("2.5%Sold out");
    await userEvent.click(screen.getByRole("button", { name: /spin/i }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("spins for a member and names the result in a dialog with a link to where the prize is", async () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce"), media: q }));
    const { calls } = renderRoulette("M1", (c) => (c.method === "POST" ? ok(spinResult(3)) : ok(event(allowance))));
    expect(await screen.findByText("1 spin")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Spin" }));
    const dialog = await screen.findByRole("dialog", { name: "Roulette result" });
    expect(dialog).toHaveTextContent("Congratulations! You won 3 stamps");
    expect(within(dialog).getByRole("link", { name: "See my stamps" })).toHaveAttribute("href", "/membership");
    expect(calls.find((c) => c.method === "POST")?.url).toMatch(/\/api\/roulette\/YE\/spin$/);
    const wheel = screen.getByTestId("roulette-wheel");
    // Slot 3 of 6 (60° each) is brought to the top after five full turns: 1800 + 360 - 210.
    expect(wheel).toHaveAttribute("data-rotation", "1950");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says why a spin was refused", async () => {
    renderRoulette("M1", (c) =>
      c.method === "POST" ? fail(409, "ROUL0004", "오늘 돌릴 수 있는 횟수를 모두 사용했습니다") : ok(event(allowance)),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Spin" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have used all of today's spins");
  });
});
