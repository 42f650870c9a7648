import type { Faq } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { FaqRoute } from "./faq-route";

const faq = (faqNo: number, question: string, answerHtml: string, category: Faq["category"] = "DELIVERY"): Faq => ({
  faqNo,
  category,
  question,
  answerHtml,
  pinned: false,
});
const FAQS = [
  faq(1, "When can I pick up?", "<p>Bring your <strong>ID card</strong>.</p>"),
  faq(2, "How do I join?", "<p>Verify your phone.</p>", "MEMBER"),
];

function renderFaq(url = "/faq") {
  const fake = installFakeFetch((call) => {
    const q = new URL(call.url, "http://x").searchParams;
    const keyword = q.get("keyword") ?? "";
    const category = q.get("category");
    return ok(
      FAQS.filter((f) => (!category || f.category === category) && `${f.question} ${f.answerHtml}`.includes(keyword)),
    );
  });
  const router = createMemoryRouter([{ path: "/faq", element: <FaqRoute /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, router };
}

describe("FaqRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens an answer in the accordion", async () => {
    renderFaq();
    const question = await screen.findByRole("button", { name: /When can I pick up\?/ }, { timeout: 5000 });
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("ID card")).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("ID card")).toBeVisible();
  });

  it("searches with the words typed, keeps them in the URL and counts the results", async () => {
    const { router, calls } = renderFaq();
    await screen.findByRole("button", { name: /How do I join\?/ });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the FAQ" }), "ID card{Enter}");
    expect(router.state.location.search).toBe("?keyword=ID+card");
    expect(await screen.findByText("1 result for ‘ID card’")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /How do I join\?/ })).toBeNull();
    expect(new URL(calls.at(-1)!.url, "http://x").searchParams.get("keyword")).toBe("ID card");
  });

  it("filters by a category chip and says when nothing matches", async () => {
    const { router } = renderFaq("/faq?keyword=nothing");
    expect(await screen.findByText("No results")).toBeInTheDocument();
    await userEvent.clear(screen.getByRole("searchbox", { name: "Search the FAQ" }));
    await userEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(router.state.location.search).toBe("?category=MEMBER");
    expect(await screen.findByRole("button", { name: /How do I join\?/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /When can I pick up\?/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Account" })).toHaveAttribute("aria-pressed", "true");
  });
});
