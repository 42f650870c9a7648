import type { PreorderDetail } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { preorderDetail } from "../test-fixtures.test-helper";
import { PreorderDetailRoute } from "./preorder-detail-route";

function renderDetail(answer: PreorderDetail | null) {
  installFakeFetch(() => (answer ? ok(answer) : fail(404, "PRE0001", "not found")));
  const onOrder = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PreorderDetailRoute preorderCd="PO-1" onOrder={onOrder} listTo="/reservation/list" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onOrder };
}

/** The place of the `Pre-order` button, once the pre-order has loaded. */
const action = async (title = "Opus One new vintage") => {
  await screen.findByRole("heading", { name: title });
  return screen.getByText((_, el) => el?.getAttribute("aria-disabled") === "true");
};

describe("PreorderDetailRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("an open pre-order with room under the limit offers Pre-order", async () => {
    const { onOrder } = renderDetail(preorderDetail({ myQty: 1 }));
    await userEvent.click(await screen.findByRole("button", { name: "Pre-order" }));
    expect(onOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByText("2 bottles per member · you reserved 1")).toBeInTheDocument();
    expect(screen.getByText("Cellar Cheongdam")).toBeInTheDocument();
  });

  it("an upcoming pre-order shows a disabled Upcoming in place of the button", async () => {
    const { onOrder } = renderDetail(preorderDetail({ state: "UPCOMING" }));
    const closed = await action();
    expect(closed).toHaveTextContent("Upcoming");
    expect(screen.queryByRole("button", { name: "Pre-order" })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    await userEvent.click(closed);
    expect(onOrder).not.toHaveBeenCalled();
  });

  it("a sold-out pre-order says so in place of the button", async () => {
    renderDetail(preorderDetail({ state: "SOLD_OUT", leftQty: 0 }));
    const closed = await action();
    expect(closed).toHaveTextContent("Sold out");
    expect(screen.getByText("0 of 10 bottles")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pre-order" })).toBeNull();
  });

  it("a member at the limit is told so and cannot order more", async () => {
    renderDetail(preorderDetail({ myQty: 2 }));
    expect(await action()).toHaveTextContent("Limit reached");
    expect(screen.getByText("You have reserved as many as a member may.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pre-order" })).toBeNull();
  });

  it("an unknown pre-order says it is not found and links back to the list", async () => {
    renderDetail(null);
    expect(await screen.findByRole("alert")).toHaveTextContent("Pre-order not found");
    expect(screen.getByRole("link", { name: "Back to pre-orders" })).toHaveAttribute("href", "/reservation/list");
  });
});
