import type { Promotion } from "@cellar/contracts/client";
import { act, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n/i18n";
import { AUTO_ADVANCE_MS, RESUME_AFTER_TOUCH_MS } from "../hooks/use-auto-advance";
import { PromotionCarousel } from "./promotion-carousel";

const promotions: Promotion[] = ["P1", "P2", "P3"].map((no) => ({
  promotionNo: no,
  title: `Promotion ${no}`,
  subtitle: "sub",
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  imageUrl: `/img/${no}`,
  bgColor: "#333333",
  itemCount: 3,
}));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

/** Renders the carousel with a 300 px wide track whose scrollTo moves scrollLeft. */
function renderCarousel() {
  render(
    <MemoryRouter>
      <PromotionCarousel promotions={promotions} promotionTo={(no) => `/p/${no}`} allTo="/promotion" />
    </MemoryRouter>,
  );
  const track = screen.getAllByRole("link", { name: /of 3/ })[0]!.parentElement!;
  Object.defineProperty(track, "clientWidth", { value: 300, configurable: true });
  const scrollTo = vi.fn(({ left }: { left: number }) => {
    track.scrollLeft = left;
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

const position = () => screen.getByRole("link", { name: "All promotions" }).textContent;

describe("PromotionCarousel", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("advances every few seconds and wraps to the first slide", () => {
    mockReducedMotion(false);
    const { scrollTo } = renderCarousel();
    expect(position()).toBe("01 / 03");
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: "smooth" });
    expect(position()).toBe("02 / 03");
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
    expect(position()).toBe("01 / 03");
  });

  it("holds while touched and for a while after, and follows a swipe", () => {
    mockReducedMotion(false);
    const { track, scrollTo } = renderCarousel();
    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(scrollTo).not.toHaveBeenCalled();
    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(position()).toBe("03 / 03");
    fireEvent.touchEnd(track);
    act(() => vi.advanceTimersByTime(RESUME_AFTER_TOUCH_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: "smooth" });
  });

  it("stops with the pause button and goes on with play", async () => {
    mockReducedMotion(false);
    const { scrollTo } = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause the slides" }));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play the slides" }));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("never moves by itself with prefers-reduced-motion", () => {
    mockReducedMotion(true);
    const { scrollTo } = renderCarousel();
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: /slides/ })).not.toBeInTheDocument();
  });
});
