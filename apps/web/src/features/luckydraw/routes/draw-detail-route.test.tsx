import type { LuckyDrawDetail } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { DrawDetailRoute } from "./draw-detail-route";

const draw = (o: Partial<LuckyDrawDetail> = {}): LuckyDrawDetail => ({
  luckyDrawCd: "LD-1",
  title: "Yamazaki draw",
  bottle: { itemCd: "W1", itemNm: "Yamazaki 18", itemEngNm: "", imageUrl: "", volumeMl: 700, saleUprc: 500_000 },
  drawPrice: 450_000,
  winnerCnt: 3,
  reserveCnt: 2,
  entryStartAt: "2026-11-27T01:00:00Z",
  entryEndAt: "2026-11-30T01:00:00Z",
  announceAt: "2026-12-01T01:00:00Z",
  state: "OPEN",
  paidOnlyYn: "N",
  minGradNm: null,
  entryCnt: 4,
  myEntry: null,
  rules: "One entry each.",
  payDays: 2,
  stores: [
    { tnantCd: "T0001", name: "Cellar Apgujeong", baseAddr: "Seoul" },
    { tnantCd: "T0002", name: "Cellar Cheongdam", baseAddr: "Seoul" },
  ],
  eligible: true,
  ineligibleReason: null,
  ...o,
});

function renderDetail(isMember: boolean, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const onLoginRequired = vi.fn();
  const onApplied = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DrawDetailRoute
          luckyDrawCd="LD-1"
          isMember={isMember}
          onLoginRequired={onLoginRequired}
          onApplied={onApplied}
          entryTo={() => "/luckydraw/apply/detail?luckyDrawCd=LD-1"}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...fake, onLoginRequired, onApplied };
}

describe("DrawDetailRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends a guest to log in instead of entering", async () => {
    const { calls, onLoginRequired } = renderDetail(false, () => ok(draw({ eligible: null })));
    await userEvent.click(await screen.findByRole("button", { name: "Apply" }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("asks for a store, then enters with the store chosen", async () => {
    const { calls, onApplied } = renderDetail(true, (c) =>
      c.method === "POST" ? ok({ ...draw().stores[0], result: "APPLIED" }) : ok(draw()),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a pick-up store.");
    await userEvent.click(screen.getByRole("radio", { name: /Cellar Cheongdam/ }));
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith("LD-1"));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toMatch(/\/api\/luckydraw\/LD-1\/entry$/);
    expect(post?.body).toEqual({ tnantCd: "T0002" });
  });

  it("says why a second entry is refused", async () => {
    const { onApplied } = renderDetail(true, (c) =>
      c.method === "POST" ? fail(409, "LKD0004", "이미 응모한 럭키드로우입니다") : ok(draw()),
    );
    await userEvent.click(await screen.findByRole("radio", { name: /Cellar Apgujeong/ }));
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already entered. One entry per member.");
    expect(onApplied).not.toHaveBeenCalled();
  });

  it("tells an ineligible member why, and offers no Apply", async () => {
    renderDetail(true, () => ok(draw({ paidOnlyYn: "Y", eligible: false, ineligibleReason: "PAID_ONLY" })));
    expect(await screen.findByText(/Only paid members can enter/)).toBeInTheDocument();
    expect(screen.getByText("Paid members only.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });
});
