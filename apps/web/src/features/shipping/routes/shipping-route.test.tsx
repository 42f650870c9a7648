import { ADDRESS_BOOK_MAX } from "@cellar/contracts/checkout-constants";
import type { ShippingAddress } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeCall, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { ShippingRoute } from "./shipping-route";

const address = (addrNo: number, addrNm: string, defaultYn: "Y" | "N" = "N"): ShippingAddress => ({
  addrNo,
  addrNm,
  receiverNm: "김셀러",
  receiverMobileNum: "01012345678",
  zip: "06236",
  baseAddr: "서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)",
  roadAddr: "서울특별시 강남구 테헤란로 152",
  detailAddr: `${addrNo}층`,
  defaultYn,
});

/**
 * The address book on a fake server that behaves as the API does: a deleted default hands the
 * default to the address saved first (the lowest addrNo), the default listed first.
 */
function renderBook(initial: ShippingAddress[]) {
  let book = [...initial];
  const fake = installFakeFetch((c: FakeCall) => {
    if (c.method === "DELETE") {
      const addrNo = Number(c.url.split("/").pop());
      const gone = book.find((a) => a.addrNo === addrNo);
      book = book.filter((a) => a.addrNo !== addrNo);
      const first = [...book].sort((a, b) => a.addrNo - b.addrNo)[0];
      if (gone?.defaultYn === "Y" && first) first.defaultYn = "Y";
      return ok(null);
    }
    return ok([...book].sort((a, b) => (a.defaultYn === "Y" ? -1 : b.defaultYn === "Y" ? 1 : a.addrNo - b.addrNo)));
  });
  const formTo = (addrNo?: number) => `/my/shipping?view=form${addrNo === undefined ? "" : `&addrNo=${addrNo}`}`;
  const router = createMemoryRouter([{ path: "/my/shipping", element: <ShippingRoute formTo={formTo} /> }], {
    initialEntries: ["/my/shipping"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

const deletes = (calls: FakeCall[]) => calls.filter((c) => c.method === "DELETE");

// A shared, busy machine: room for slow renders.
describe("ShippingRoute", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  beforeEach(() => useGlobalState.setState({ toast: null }));
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the default after a confirmation that says the address saved first becomes the default", async () => {
    const { calls } = renderBook([address(3, "회사"), address(5, "집", "Y"), address(8, "부모님 댁")]);
    const home = await screen.findByRole("listitem", { name: "집" });
    expect(within(home).getByText("Default")).toBeInTheDocument();
    await userEvent.click(within(home).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "집 is the default address. If you delete it, the address saved first becomes the default.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "집" })).not.toBeInTheDocument());
    expect(deletes(calls).map((c) => c.url)).toEqual([expect.stringMatching(/\/api\/my\/shipping\/5$/)]);
    expect(useGlobalState.getState().toast?.message).toBe("The address was deleted");
    // The book as the server now has it: 회사 (saved first) is the default, listed first.
    expect(screen.getByText("2 of at most 20 addresses")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["회사", "부모님 댁"]);
    expect(within(items[0]!).getByText("Default")).toBeInTheDocument();
  });

  it("asks plainly before deleting another address, and Cancel keeps it", async () => {
    const { calls } = renderBook([address(5, "집", "Y"), address(8, "부모님 댁")]);
    const parents = await screen.findByRole("listitem", { name: "부모님 댁" });
    await userEvent.click(within(parents).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Delete the address 부모님 댁?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "부모님 댁" })).toBeInTheDocument();
    expect(screen.getByText("2 of at most 20 addresses")).toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
    expect(useGlobalState.getState().toast).toBeNull();
  });

  it("deleting the only address, the default, asks plainly (no other address to take over)", async () => {
    const { calls } = renderBook([address(5, "집", "Y")]);
    const home = await screen.findByRole("listitem", { name: "집" });
    await userEvent.click(within(home).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Delete the address 집?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No addresses saved")).toBeInTheDocument();
    expect(deletes(calls)).toHaveLength(1);
  });

  it("a full book of 20 says so and offers no way to add; one fewer links to the form", async () => {
    const twenty = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => address(i + 1, `배송지 ${i + 1}`, i ? "N" : "Y"));
    renderBook(twenty);
    expect(await screen.findByText("20 of at most 20 addresses")).toBeInTheDocument();
    expect(screen.getByText("You can save at most 20 addresses. Delete one you no longer use.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add an address" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Add an address" })).not.toBeInTheDocument();

    // Deleting one frees a place: the add link comes back, to the form.
    const last = screen.getByRole("listitem", { name: "배송지 20" });
    await userEvent.click(within(last).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("19 of at most 20 addresses")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add an address" })).toHaveAttribute("href", "/my/shipping?view=form");
    expect(screen.queryByText(/You can save at most/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add an address" })).not.toBeInTheDocument();
  });
});
