import { CODE_GROUPS } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../http/fake-fetch.test-helper";
import { initI18n } from "../i18n/i18n";
import { useCodeName } from "./use-code-name";

const statuses = [
  { grpCd: "ORDER_STAT", cd: "01", cdNm: "결제완료", cdEngNm: "Paid", sortOrdr: 1, attr1: null },
  { grpCd: "ORDER_STAT", cd: "02", cdNm: "픽업대기", cdEngNm: null, sortOrdr: 2, attr1: null },
];

function Status({ cd, name }: { cd: string; name: string }) {
  const statusName = useCodeName(CODE_GROUPS.orderStatus);
  return <p data-testid={`status-${cd}`}>{statusName(cd, name)}</p>;
}

function renderStatuses() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Status cd="01" name="결제완료" />
      <Status cd="02" name="픽업대기" />
      <Status cd="09" name="주문취소" />
    </QueryClientProvider>,
  );
}

describe("useCodeName", () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage("ko");
  });

  it("shows the API's Korean name in a Korean session and asks for no codes", async () => {
    await i18next.changeLanguage("ko");
    const { calls } = installFakeFetch(() => ok({ ORDER_STAT: statuses }));
    renderStatuses();
    expect(screen.getByTestId("status-01")).toHaveTextContent("결제완료");
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it("shows the English name in an English session, the API's name where a code has none", async () => {
    await i18next.changeLanguage("en");
    const { calls } = installFakeFetch(() => ok({ ORDER_STAT: statuses }));
    renderStatuses();
    expect(await screen.findByText("Paid")).toBeInTheDocument();
    expect(screen.getByTestId("status-02")).toHaveTextContent("픽업대기");
    expect(screen.getByTestId("status-09")).toHaveTextContent("주문취소");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain("/api/codes");
    expect(calls[0]?.body).toEqual(["ORDER_STAT"]);
  });

  it("keeps the API's name when the codes cannot be read", async () => {
    await i18next.changeLanguage("en");
    const { calls } = installFakeFetch(() => fail(500, "9999"));
    renderStatuses();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId("status-01")).toHaveTextContent("결제완료");
  });
});
