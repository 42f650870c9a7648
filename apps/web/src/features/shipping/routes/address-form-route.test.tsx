import { ADDRESS_BOOK_MAX } from "@cellar/contracts/checkout-constants";
import type { AddressHit, ShippingAddress } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { AddressFormRoute } from "./address-form-route";

const saved = (addrNo: number, addrNm: string, defaultYn: "Y" | "N" = "N"): ShippingAddress => ({
  addrNo,
  addrNm,
  receiverNm: "김셀러",
  receiverMobileNum: "01012345678",
  zip: "06236",
  baseAddr: "서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)",
  roadAddr: "서울특별시 강남구 테헤란로 152",
  detailAddr: "12층",
  defaultYn,
});

const FINANCE: AddressHit = {
  zip: "06236",
  roadAddr: "서울특별시 강남구 테헤란로 152",
  roadAddrRef: "(역삼동, 강남파이낸스센터)",
  jibunAddr: "서울특별시 강남구 역삼동 737",
  bldNm: "강남파이낸스센터",
};
const HAEUNDAE: AddressHit = {
  zip: "48099",
  roadAddr: "부산광역시 해운대구 해운대해변로 30",
  roadAddrRef: "",
  jibunAddr: "부산광역시 해운대구 우동 1411-1",
  bldNm: "",
};

/** The address search's answer: hits whose road or lot-number address holds the keyword. */
function searchReply(url: string): FakeReply {
  const keyword = new URL(url, "http://x").searchParams.get("keyword") ?? "";
  const list = [FINANCE, HAEUNDAE].filter((h) => `${h.roadAddr} ${h.jibunAddr} ${h.bldNm}`.includes(keyword));
  return ok({ pageNo: 1, pageSize: 10, totalCnt: list.length, totalPages: list.length ? 1 : 0, list });
}

function renderForm(addrNo: number | null, book: ShippingAddress[]) {
  const onSaved = vi.fn();
  const fake = installFakeFetch((c: FakeCall) => {
    if (c.url.includes("/api/address/search")) return searchReply(c.url);
    if (c.method === "POST") return ok({ ...(c.body as object), addrNo: 99 });
    if (c.method === "PUT") return ok({ ...(c.body as object), addrNo });
    return ok(book);
  });
  const router = createMemoryRouter(
    [
      {
        path: "/my/shipping",
        element: <AddressFormRoute addrNo={addrNo} listTo="/my/shipping" onSaved={onSaved} />,
      },
    ],
    { initialEntries: [`/my/shipping?view=form${addrNo ? `&addrNo=${addrNo}` : ""}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, onSaved };
}

const searches = (calls: FakeCall[]) => calls.filter((c) => c.url.includes("/api/address/search"));

/** Opens the address search and searches `keyword`; answers the sheet. */
async function search(keyword: string) {
  if (!screen.queryByRole("dialog", { name: "Address search" })) {
    await userEvent.click(screen.getByRole("button", { name: "Find address" }));
  }
  const sheet = screen.getByRole("dialog", { name: "Address search" });
  const field = within(sheet).getByLabelText("Search address");
  await userEvent.clear(field);
  await userEvent.type(field, keyword);
  await userEvent.click(within(sheet).getByRole("button", { name: "Search" }));
  return sheet;
}

// A shared, busy machine: room for slow renders.
describe("AddressFormRoute and the address search", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a one-letter keyword without asking, then a pick fills the postcode and address, and the form saves them", async () => {
    const { calls, onSaved } = renderForm(null, []);
    expect(await screen.findByRole("heading", { name: "Add an address" })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("Address name"), "회사");
    // An empty book's first address is the default: said, not offered as a choice.
    expect(
      screen.getByText("This is the default address. Choosing another as the default changes it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Receiver"), "김셀러");
    await userEvent.type(screen.getByLabelText("Mobile number"), "010-9876-5432");
    expect(screen.getByLabelText("Postcode")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Address details")).toBeDisabled();

    let sheet = await search(" 역 ");
    expect(within(sheet).getByText("Enter at least 2 characters")).toBeInTheDocument();
    expect(within(sheet).getByText("Try searching by")).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);

    sheet = await search("테헤란로   152");
    expect(await within(sheet).findByText("1 results")).toBeInTheDocument();
    expect(within(sheet).queryByText("Enter at least 2 characters")).not.toBeInTheDocument();
    expect(new URL(searches(calls)[0]!.url, "http://x").searchParams.get("keyword")).toBe("테헤란로 152");
    const hit = within(sheet).getByRole("button", { name: /06236/ });
    expect(hit).toHaveTextContent("서울특별시 강남구 역삼동 737");
    await userEvent.click(hit);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Address search" })).not.toBeInTheDocument());
    expect(screen.getByLabelText("Postcode")).toHaveValue("06236");
    expect(screen.getByLabelText("Address")).toHaveValue("서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)");

    await userEvent.type(screen.getByLabelText("Address details"), " 12층 ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      addrNm: "회사",
      receiverNm: "김셀러",
      receiverMobileNum: "01098765432",
      zip: "06236",
      baseAddr: "서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)",
      roadAddr: "서울특별시 강남구 테헤란로 152",
      detailAddr: "12층",
      // The first address of an empty book is the default.
      defaultYn: "Y",
    });
  });

  it("says when nothing matches, and does not save without an address from the search", async () => {
    const { calls, onSaved } = renderForm(null, [saved(1, "집", "Y")]);
    await userEvent.type(await screen.findByLabelText("Address name"), "회사");
    await userEvent.type(screen.getByLabelText("Receiver"), "김셀러");
    await userEvent.type(screen.getByLabelText("Mobile number"), "01098765432");
    const sheet = await search("없는길 999");
    expect(await within(sheet).findByText(/No address matches '없는길 999'/)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Address search" })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Choose the address with the address search")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    // Not the first address: the default is a choice, unchecked.
    expect(screen.getByRole("checkbox", { name: "Make it the default" })).not.toBeChecked();
  });

  it("edits an address: another search result replaces its postcode and address and clears the details", async () => {
    const { calls, onSaved } = renderForm(7, [saved(1, "집", "Y"), saved(7, "회사")]);
    expect(await screen.findByRole("heading", { name: "Edit the address" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Address name")).toHaveValue("회사");
    expect(screen.getByLabelText("Address details")).toHaveValue("12층");
    const sheet = await search("해운대해변로");
    await userEvent.click(await within(sheet).findByRole("button", { name: /48099/ }));
    expect(screen.getByLabelText("Postcode")).toHaveValue("48099");
    expect(screen.getByLabelText("Address")).toHaveValue("부산광역시 해운대구 해운대해변로 30");
    expect(screen.getByLabelText("Address details")).toHaveValue("");
    await userEvent.type(screen.getByLabelText("Address details"), "101동 1203호");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toMatch(/\/api\/my\/shipping\/7$/);
    expect(put?.body).toMatchObject({
      zip: "48099",
      baseAddr: "부산광역시 해운대구 해운대해변로 30",
      detailAddr: "101동 1203호",
    });
  });

  it("a full book refuses a new address with the reason, and saving stays off", async () => {
    const twenty = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => saved(i + 1, `배송지 ${i + 1}`, i ? "N" : "Y"));
    renderForm(null, twenty);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can save at most 20 addresses. Delete one you no longer use.",
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });
});
