import type { Term } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { TermsRoute } from "./terms-route";

const term = (stplatRegNo: string, ver: string, inForce: boolean, content: string): Term => ({
  stplatRegNo,
  ver,
  title: stplatRegNo === "ST006" ? "Purchase terms" : "Service terms",
  content,
  requiredYn: "Y",
  effectiveDe: inForce ? "2026-10-28" : "2025-10-23",
  sortOrdr: stplatRegNo === "ST006" ? 6 : 1,
  agreeAt: stplatRegNo === "ST006" ? "ORDER" : "JOIN",
  inForce,
});
const TERMS = [
  term("ST001", "1.1", true, "Service now"),
  term("ST001", "1.0", false, "Service before"),
  term("ST006", "1.1", true, "Pick up within 7 days"),
  term("ST006", "1.0", false, "Pick up within 14 days"),
];
const links = { listTo: "/terms", documentTo: (id: string) => `/terms?stplatRegNo=${id}` };

function renderTerms(url: string) {
  installFakeFetch(() => ok(TERMS));
  const router = createMemoryRouter([{ path: "/terms", element: <TermsRoute links={links} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("TermsRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists every document with the version in force", async () => {
    renderTerms("/terms");
    const purchase = await screen.findByRole("link", { name: /Purchase terms/ });
    expect(purchase).toHaveAttribute("href", "/terms?stplatRegNo=ST006");
    expect(purchase).toHaveTextContent("v1.1 in force · since 2026.10.28 · 1 earlier version");
    expect(purchase).toHaveTextContent("Orders");
  });

  it("opens the document named in the address on its version in force, and shows an earlier one", async () => {
    const router = renderTerms("/terms?stplatRegNo=ST006");
    expect(await screen.findByRole("heading", { name: "Purchase terms" })).toBeInTheDocument();
    expect(screen.getByText("Pick up within 7 days")).toBeInTheDocument();
    const versions = screen.getAllByRole("button", { name: /^v1\./ });
    expect(versions.map((b) => b.textContent)).toEqual(["v1.1 in force", "v1.0"]);
    await userEvent.click(screen.getByRole("button", { name: "v1.0" }));
    expect(router.state.location.search).toBe("?stplatRegNo=ST006&ver=1.0");
    expect(screen.getByText("Pick up within 14 days")).toBeInTheDocument();
    expect(screen.getByText(/earlier version/)).toBeInTheDocument();
  });

  it("answers an unknown document with the way to all terms", async () => {
    renderTerms("/terms?stplatRegNo=ST999");
    expect(await screen.findByRole("link", { name: "Back to the list" })).toHaveAttribute("href", "/terms");
  });
});
