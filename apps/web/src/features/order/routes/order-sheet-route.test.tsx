import type { Coupon, OrderCalculation, OrderSheet } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { OrderSheetRoute } from "./order-sheet-route";

const coupon = (cpnIssuNo: string, cls: string, name: string): Coupon => ({
  cpnIssuNo,
  couponName: name,
  discountValue: 10,
  discountType: "FIXED_RATE",
  couponBenefit: [],
  couponUseSe: "전체",
  validStartDate: "2026-01-01",
  validEndDate: "2026-12-31",
  couponPublishNo: null,
  clssfcOfCponApplc: cls,
  status: "AVAILABLE",
  usedAt: null,
});

/** The server's calculation for a request: 10% per coupon, prepaid capped at the net. */
function calculation(req: { couponCds?: string[]; prepaidUseAmt?: number }): OrderCalculation {
  const cpn = (req.couponCds?.length ?? 0) * 10_000;
  const net = 100_000 - 5_000 - cpn;
  const prepaid = Math.min(req.prepaidUseAmt ?? 0, net);
  const zero = {
    dlvrAmt: 0,
    totalMixAndMatchDcAmt: 0,
    totalDiscountDcAmt: 0,
    totalPeriodDcAmt: 0,
    evntDcAmt: 0,
    totalEvntDcAmt: 0,
    totalPartnerEvntDcAmt: 0,
    partnerEvntDcAmt: 0,
    totalEmpDcAmt: 0,
    employeeAddDcAmt: 0,
    pointUseAmt: 0,
    pointSaveAmt: 0,
    totalTaxAmt: 0,
  };
  return {
    amounts: {
      ...zero,
      orderAmt: 100_000,
      dcAmt: 5_000 + cpn,
      totalDcAmt: 5_000 + cpn,
      totalCpnDcAmt: cpn,
      cpnDcAmt: cpn,
      userAddDcAmt: 5_000,
      netAmt: net,
      prepaidAmt: prepaid,
      cardAmt: net - prepaid,
    },
    discounts: [
      { type: "PAID_MEMBER", name: "유료 멤버십", amount: 5_000, ref: null },
      ...(req.couponCds ?? []).map((c) => ({ type: "COUPON", name: `coupon ${c}`, amount: 10_000, ref: c })),
    ],
    orderItems: [],
    couponCds: req.couponCds ?? [],
    stampUseCnt: 0,
    cardAmt: net - prepaid,
    prepaidAmt: prepaid,
  };
}

const sheet = (): OrderSheet => ({
  orderer: {
    mberNo: "M1",
    korMberNm: "김셀러",
    ordererMobileNum: "01012345678",
    email: "",
    isEmp: false,
    empNo: null,
    paidMberYn: "Y",
    prepaidBalance: 50_000,
    stampBalance: 5,
  },
  stores: [
    {
      tnantCd: "T1",
      tnantNm: "Cheongdam",
      tel: "0234461201",
      baseAddr: "Seoul",
      detailAddr: null,
      openTime: "10:30",
      closeTime: "22:00",
      pickupYn: "Y",
      wineKeepYn: "Y",
    },
  ],
  pickupDates: ["2026-11-24", "2026-11-25"],
  orderDeliveryCd: "01",
  takeType: "01",
  coupons: [coupon("C1", "10", "Ten A"), coupon("C2", "10", "Ten B")].map((c) => ({ ...c, isSelect: false })),
  shippingAddresses: [],
  calculation: calculation({}),
});

function renderSheetWith(data: OrderSheet) {
  return renderSheet((c) => (c.url.includes("/api/orders/order") ? ok(data) : ok(calculation(c.body as object))));
}

function renderSheet(handler: (c: FakeCall) => ReturnType<typeof ok>) {
  const fake = installFakeFetch(handler);
  const onStarted = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/order",
        element: (
          <OrderSheetRoute
            lines={{ cartNos: [1, 2] }}
            links={{
              cart: "/cart",
              shipping: "/my/shipping",
              terms: "/terms",
              vipCredit: "/comm/vipUserCreditPopup",
              wineKeep: "/wineKeep",
            }}
            returnPathOf={(m) => (m === "CARD" ? "/comm/commBill" : undefined)}
            onStarted={onStarted}
          />
        ),
      },
    ],
    { initialEntries: ["/order"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, onStarted };
}

describe("OrderSheetRoute", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's amounts, one coupon per class, prepaid, and creates the order with what was shown", async () => {
    const { calls, onStarted } = renderSheet((c) => {
      if (c.url.includes("/api/orders/order")) return ok(sheet());
      if (c.url.includes("/api/orders/calculate")) return ok(calculation(c.body as { couponCds: string[] }));
      return ok({
        orderNo: "O1",
        orderStatCd: "00",
        payMethod: "CARD",
        netAmt: 85_000,
        prepaidAmt: 5_000,
        cardAmt: 80_000,
        payUrl: "/sandbox/pay",
        payNo: "O1-1",
        holdUntil: "2026-11-24T15:00:00Z",
      });
    });
    const summary = await screen.findByTestId("amount-summary");
    expect(within(summary).getByTestId("amount-order")).toHaveTextContent("100,000 won");
    expect(within(summary).getAllByTestId("discount-line")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Pay 95,000 won" })).toBeDisabled();

    // One coupon per class: B replaces A.
    await userEvent.click(screen.getByTestId("coupon-picker"));
    const sheetDialog = screen.getByRole("dialog", { name: "Choose coupons" });
    await userEvent.click(within(sheetDialog).getByRole("checkbox", { name: /Ten A/ }));
    await userEvent.click(within(sheetDialog).getByRole("checkbox", { name: /Ten B/ }));
    expect(within(sheetDialog).getByRole("checkbox", { name: /Ten A/ })).not.toBeChecked();
    await userEvent.click(within(sheetDialog).getByRole("button", { name: "Apply 1 coupon(s)" }));
    await waitFor(() => expect(within(summary).getByTestId("amount-dc")).toHaveTextContent("-15,000 won"));
    const calc = calls.filter((c) => c.url.includes("/calculate")).at(-1);
    expect(calc?.body).toMatchObject({ cartNos: [1, 2], couponCds: ["C2"], orderDeliveryCd: "01", empDcYn: "Y" });

    const prepaid = screen.getByLabelText("Prepaid to use");
    await userEvent.type(prepaid, "5000");
    await userEvent.tab();
    await waitFor(() => expect(screen.getByTestId("amount-prepaid")).toHaveTextContent("-5,000 won"));
    expect(screen.getByTestId("amount-pay")).toHaveTextContent("80,000 won");

    await userEvent.click(screen.getByLabelText(/I checked the order and agree/));
    const pay = screen.getByRole("button", { name: "Pay 85,000 won" });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    const create = calls.find((c) => c.method === "POST" && /\/api\/orders$/.test(new URL(c.url, "http://x").pathname));
    expect(create?.body).toMatchObject({
      cartNos: [1, 2],
      couponCds: ["C2"],
      prepaidUseAmt: 5_000,
      takeType: "01",
      appKeepYn: "N",
      orderDeliveryCd: "01",
      revDate: "2026-11-24",
      payMethod: "CARD",
      returnPath: "/comm/commBill",
      expectedNetAmt: 85_000,
      agreeYn: "Y",
    });
  });

  it("employees get the employee discount (off on request); non-paid members get no prepaid; delivery needs an address", async () => {
    const base = sheet();
    const { calls } = renderSheetWith({
      ...base,
      orderer: { ...base.orderer, isEmp: true, empNo: "E0001", paidMberYn: "N", prepaidBalance: 0 },
    });
    const emp = await screen.findByRole("checkbox", { name: "Apply the employee discount" });
    expect(emp).toBeChecked();
    expect(screen.getByText("Employee no. E0001")).toBeInTheDocument();
    expect(screen.queryByLabelText("Prepaid to use")).not.toBeInTheDocument();
    await userEvent.click(emp);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes("/calculate")).at(-1)?.body).toMatchObject({ empDcYn: "N" }),
    );

    await userEvent.click(screen.getByRole("tab", { name: "Delivery" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes("/calculate")).at(-1)?.body).toMatchObject({ orderDeliveryCd: "02" }),
    );
    expect(screen.getByText("No address saved yet. Add one.")).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/I checked the order and agree/));
    expect(screen.getByRole("button", { name: /^Pay / })).toBeDisabled();
  });
});
