import type { EasyPayState } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { usePayParamState } from "../state/pay-param-state";
import { CANCEL_RESULT_CODE, usePaymentState } from "../state/payment-state";
import { EasyPayPopupRoute } from "./easy-pay-popup-route";

const card = {
  billkey: "bk_1",
  cardCd: "KAKO",
  cardName: "카카오페이",
  cardNo: "4111-****-****-1111",
  color: "#FFEB00",
  regDate: "2026-11-24",
};

function renderPopup(state: () => EasyPayState, pay: (password: string) => ReturnType<typeof ok>) {
  const fake = installFakeFetch((c) => {
    if (c.url.includes("/easypay") && c.method === "GET") return ok(state());
    if (c.url.includes("/pay-cancel")) return ok({ code: CANCEL_RESULT_CODE, message: "", orderNo: "O1" });
    return pay((c.body as { password: string }).password);
  });
  const props = { onPaid: vi.fn(), onLeft: vi.fn(), onManage: vi.fn(), onResetPassword: vi.fn() };
  const router = createMemoryRouter([{ path: "/p", element: <EasyPayPopupRoute {...props} /> }], {
    initialEntries: ["/p"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, ...props };
}

async function enter(pin: string) {
  const pad = screen.getByRole("group", { name: "Payment password" });
  for (const d of pin) await userEvent.click(within(pad).getByRole("button", { name: d }));
}

describe("EasyPayPopupRoute", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    usePayParamState.getState().clear();
  });

  const withOrder = () => {
    usePayParamState.getState().setParam({
      orderNo: "O1",
      payMethod: "EASYPAY",
      netAmt: 42_000,
      prepaidAmt: 0,
      cardAmt: 42_000,
      payUrl: null,
      payNo: null,
      holdUntil: "2026-11-24T15:00:00Z",
    });
    usePaymentState.getState().setPayType("EASYPAY");
  };

  it("counts wrong passwords from the server and locks at the fifth", async () => {
    withOrder();
    let failCount = 0;
    const { onResetPassword, calls } = renderPopup(
      () => ({ cards: [card], maxCards: 10, hasPassword: true, locked: failCount >= 5, failCount }),
      () => {
        failCount += 1;
        return failCount >= 5 ? fail(423, "EASY0003") : fail(400, "EASY0002");
      },
    );
    expect(await screen.findByRole("radio", { name: /카카오페이/ })).toBeChecked();
    for (let i = 1; i <= 4; i++) {
      await enter("111111");
      await waitFor(() => expect(screen.getByTestId("easy-error")).toHaveTextContent(`Wrong password (${i}/5)`));
    }
    await enter("111111");
    expect(await screen.findByTestId("easy-locked")).toBeInTheDocument();
    const pays = calls.filter((c) => c.url.includes("/orders/O1/easypay"));
    expect(pays).toHaveLength(5);
    expect(pays[0]?.body).toEqual({ billkey: "bk_1", password: "111111" });
    await userEvent.click(screen.getByRole("button", { name: "Reset payment password" }));
    expect(onResetPassword).toHaveBeenCalled();
  });

  it("pays with the right password and records the easy-pay result", async () => {
    withOrder();
    const { onPaid } = renderPopup(
      () => ({ cards: [card], maxCards: 10, hasPassword: true, locked: false, failCount: 0 }),
      () => ok({}),
    );
    await screen.findByRole("radio", { name: /카카오페이/ });
    await enter("000000");
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith("O1"));
    expect(usePaymentState.getState().easyPayResult).toMatchObject({ code: "0000", billkey: "bk_1", cardCd: "KAKO" });
    expect(usePaymentState.getState().payType).toBeNull();
  });

  it("the native back during easy pay cancels the payment and leaves the order unpaid", async () => {
    withOrder();
    const { onLeft, calls } = renderPopup(
      () => ({ cards: [card], maxCards: 10, hasPassword: true, locked: false, failCount: 0 }),
      () => ok({}),
    );
    await screen.findByRole("radio", { name: /카카오페이/ });
    usePaymentState.getState().writeCancelResult();
    await waitFor(() => expect(onLeft).toHaveBeenCalledWith("O1"));
    expect(calls.find((c) => c.url.includes("/pay-cancel"))?.body).toEqual({
      code: CANCEL_RESULT_CODE,
      message: "cancelled",
    });
  });
});
