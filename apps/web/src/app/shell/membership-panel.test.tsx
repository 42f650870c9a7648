import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useSessionState } from "../../features/auth/state/session-state";
import { useMembershipState } from "../../features/membership/state/membership-state";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../lib/i18n/i18n";
import { MembershipPanel } from "./membership-panel";

const benefit = [
  {
    benefitName: "Benefit",
    benefitDescription: "desc",
    useRestrictedPolicies: { availableMerchant: [], goods: [] },
  },
];
const coupon = (n: number, clssfc = "10") => ({
  cpnIssuNo: `C${n}`,
  couponName: `Coupon ${n}`,
  discountValue: 10,
  discountType: "FIXED_RATE",
  couponBenefit: benefit,
  couponUseSe: "오프라인",
  validStartDate: "2026-01-01",
  validEndDate: "2099-12-31",
  couponPublishNo: `P${n}`,
  clssfcOfCponApplc: clssfc,
  status: "AVAILABLE",
  usedAt: null,
});
const order = (n: number, stat: string) => ({
  orderStatNm: stat === "02" ? "Ready" : "Paid",
  orderStatCd: stat,
  orderItemNames: `Wine ${n}`,
  orderDate: "2026-11-20 10:00:00.0",
  orderNo: `O${n}`,
});

// jsdom has no IntersectionObserver: this one reports the sentinel visible as soon as it is observed.
class VisibleObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.cb([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
  unobserve() {}
}

function setup(handler: (call: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  useSessionState.setState({ userInfo: { mberNo: "M1", korMberNm: "Kim", mbrshCardNo: "1234567812345678" } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MembershipPanel open onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...fake, onClose, panel: screen.getByRole("dialog", { name: "Membership card" }) };
}

const path = (call: FakeCall) => new URL(call.url, "http://x").pathname;
const query = (call: FakeCall) => new URL(call.url, "http://x").searchParams;

describe("MembershipPanel", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useMembershipState.getState().reset();
    useSessionState.setState({ userInfo: null });
  });

  it("toggles are mutually exclusive, the active one turns off, and the order dot shows", async () => {
    const { panel } = setup((call) => {
      if (path(call).endsWith("/isPaidMber")) return ok(true);
      if (path(call).endsWith("/orders/pages/gnb"))
        return ok({ pageNo: 1, pageSize: 10, totalCnt: 1, totalPages: 1, list: [order(1, "02")] });
      return ok({ pageNo: 1, size: 10, totalRows: 1, list: [coupon(1)] });
    });
    const coupons = within(panel).getByRole("button", { name: "Coupons" });
    const orders = within(panel).getByRole("button", { name: /^Orders/ });
    expect(await within(orders).findByTestId("orders-dot")).toBeInTheDocument();
    expect(within(panel).getByText("1234 5678 1234 5678")).toBeInTheDocument();

    await userEvent.click(coupons);
    expect(await within(panel).findByText("Coupon 1")).toBeInTheDocument();
    await userEvent.click(orders);
    expect(coupons).toHaveAttribute("aria-pressed", "false");
    expect(orders).toHaveAttribute("aria-pressed", "true");
    expect(within(panel).queryByText("list of usable coupons")).not.toBeInTheDocument();
    expect(await within(panel).findByRole("button", { name: "exchange voucher" })).toBeInTheDocument();
    await userEvent.click(orders);
    expect(orders).toHaveAttribute("aria-pressed", "false");
    expect(within(panel).queryByText("in-progress orders")).not.toBeInTheDocument();
  });

  it("hides paid-only classes from a non-paid member and pages on with size 10", async () => {
    vi.stubGlobal("IntersectionObserver", VisibleObserver);
    const { panel, calls } = setup((call) => {
      if (path(call).endsWith("/isPaidMber")) return ok(false);
      if (path(call).endsWith("/orders/pages/gnb"))
        return ok({ pageNo: 1, pageSize: 1, totalCnt: 0, totalPages: 0, list: [] });
      const pageNo = Number(query(call).get("pageNo"));
      const list = pageNo === 1 ? [coupon(1), coupon(2, "80"), coupon(3, "110")] : [coupon(4), coupon(5, "90")];
      return ok({ pageNo, size: 3, totalRows: 5, list });
    });
    expect(within(panel).queryByTestId("orders-dot")).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Coupons" }));
    await waitFor(() => expect(within(panel).getAllByRole("article")).toHaveLength(2));
    expect(within(panel).getByText("Coupon 1")).toBeInTheDocument();
    expect(within(panel).getByText("Coupon 4")).toBeInTheDocument();
    const pages = calls.filter((c) => path(c).endsWith("/coupon/publish/pagination")).map((c) => query(c));
    expect(pages.map((q) => q.get("pageNo"))).toEqual(["1", "2"]);
    expect(pages[0]?.get("size")).toBe("10");
    expect(pages[0]?.get("searchType")).toBe("AVAILABLE");
    expect(pages[0]?.get("orderColId")).toBe("deadline");
    expect(pages[0]?.get("orderType")).toBe("ASC");
    expect(pages[0]?.get("available")).toBe("true");
  });

  it("a failed page empties the list, stops the scrolling and only logs", async () => {
    vi.stubGlobal("IntersectionObserver", VisibleObserver);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { panel, calls } = setup((call) => {
      if (path(call).endsWith("/isPaidMber")) return ok(true);
      if (path(call).endsWith("/orders/pages/gnb"))
        return ok({ pageNo: 1, pageSize: 1, totalCnt: 0, totalPages: 0, list: [] });
      const pageNo = Number(query(call).get("pageNo"));
      if (pageNo === 2) return fail(500, "9999", "boom");
      return ok({ pageNo, size: 1, totalRows: 3, list: [coupon(1)] });
    });
    await userEvent.click(within(panel).getByRole("button", { name: "Coupons" }));
    expect(await within(panel).findByText("no usable coupons")).toBeInTheDocument();
    expect(within(panel).queryAllByRole("article")).toHaveLength(0);
    expect(document.querySelector("[data-infinite-sentinel]")).toHaveAttribute("data-infinite-sentinel", "done");
    expect(calls.filter((c) => path(c).endsWith("/pagination"))).toHaveLength(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("draws no barcode and offers no large view without a card number", () => {
    installFakeFetch(() => ok(false));
    useSessionState.setState({ userInfo: { mberNo: "M1", korMberNm: "Kim", mbrshCardNo: null } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MembershipPanel open onClose={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const panel = screen.getByRole("dialog", { name: "Membership card" });
    expect(within(panel).queryByRole("img")).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "view larger" })).not.toBeInTheDocument();
    expect(within(panel).getByText("No membership card has been issued")).toBeInTheDocument();
  });

  it("the dim background closes the panel", async () => {
    const { onClose } = setup(() => ok(false));
    await userEvent.click(screen.getByTestId("membership-panel-dim"));
    expect(onClose).toHaveBeenCalled();
  });
});
