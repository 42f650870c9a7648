import type { LuckyDrawSummary } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { DrawListRoute } from "./draw-list-route";

const draw = (o: Partial<LuckyDrawSummary>): LuckyDrawSummary => ({
  luckyDrawCd: "LD-1",
  title: "야마자키 18년 럭키드로우",
  bottle: { itemCd: "W1", itemNm: "야마자키 18년", itemEngNm: "", imageUrl: "", volumeMl: 700, saleUprc: 500_000 },
  drawPrice: 450_000,
  winnerCnt: 3,
  reserveCnt: 2,
  entryStartAt: "2026-11-27T01:00:00Z",
  entryEndAt: "2026-11-30T14:59:00Z",
  announceAt: "2026-12-01T03:00:00Z",
  state: "OPEN",
  paidOnlyYn: "N",
  minGradNm: null,
  entryCnt: 4,
  myEntry: null,
  ...o,
});

function renderList(list: LuckyDrawSummary[]) {
  const fake = installFakeFetch((_c: FakeCall) => ok({ list }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/luckydraw"]}>
        <DrawListRoute drawTo={(cd) => `/luckydraw/detail?luckyDrawCd=${cd}`} historyTo={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

describe("DrawListRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("ko");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each draw's own entry window and announcement time in Korean wall time", async () => {
    const { calls } = renderList([
      draw({}),
      draw({
        luckyDrawCd: "LD-2",
        title: "히비키 21년 럭키드로우",
        winnerCnt: 1,
        entryStartAt: "2026-12-04T15:00:00Z",
        entryEndAt: "2026-12-06T09:30:00Z",
        announceAt: "2026-12-07T00:00:00Z",
      }),
    ]);
    const list = await screen.findByRole("list", { name: "응모 중" });
    expect(calls[0]?.url).toMatch(/\/api\/luckydraw\?tab=OPEN$/);
    const cards = within(list).getAllByRole("link");
    expect(cards.map((c) => c.getAttribute("data-lucky-draw"))).toEqual(["LD-1", "LD-2"]);
    // Seoul is UTC+9: 01:00Z is 10:00, 14:59Z 23:59, 15:00Z midnight of the next day.
    expect(cards[0]).toHaveTextContent("응모 2026.11.27 10:00 ~ 2026.11.30 23:59");
    expect(cards[0]).toHaveTextContent("발표 2026.12.01 12:00");
    expect(cards[0]).toHaveTextContent("당첨 3명");
    expect(cards[1]).toHaveTextContent("응모 2026.12.05 00:00 ~ 2026.12.06 18:30");
    expect(cards[1]).toHaveTextContent("발표 2026.12.07 09:00");
    expect(cards[1]).not.toHaveTextContent("2026.11.27");
  });
});
