import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { summary } from "../test-fixtures.test-helper";
import { CommunityHomeRoute } from "./community-home-route";

const page = (list: unknown[], pageNo = 1, totalPages = 1) =>
  ok({ pageNo, pageSize: 10, totalCnt: list.length, totalPages, list });

function renderHome(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/community",
        element: (
          <CommunityHomeRoute
            postTo={(no) => `/communityDetail?postNo=${no}`}
            writeTo={(board) => `/communityPostPage?board=${board}`}
            eventTab={<p>events here</p>}
          />
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("CommunityHomeRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the board from the address as a feed, switches sort and tabs through the address", async () => {
    const { calls } = installFakeFetch((call) => {
      const q = new URL(call.url, "http://x").searchParams;
      return page([summary(`CP-${q.get("board")}-${q.get("sort")}`, `a ${q.get("board")} post`)]);
    });
    const router = renderHome("/community?board=love");
    expect(await screen.findByText("a love post")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Love" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "Write" })).toHaveAttribute("href", "/communityPostPage?board=love");
    expect(screen.getByRole("link", { name: /a love post/ })).toHaveAttribute(
      "href",
      "/communityDetail?postNo=CP-love-newest",
    );

    await userEvent.click(screen.getByRole("button", { name: "Popular" }));
    expect(router.state.location.search).toBe("?board=love&sort=popular");
    expect(await screen.findByText("a love post")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Play" }));
    expect(await screen.findByText("a play post")).toBeInTheDocument();
    const asked = calls.map((c) => new URL(c.url, "http://x").searchParams);
    expect(asked.map((q) => `${q.get("board")}/${q.get("sort")}`)).toEqual([
      "love/newest",
      "love/popular",
      "play/popular",
    ]);
  });

  it("shows the event tab's content without asking for a feed", async () => {
    const { calls } = installFakeFetch(() => page([]));
    renderHome("/community?board=event");
    expect(screen.getByText("events here")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Event" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("link", { name: "Write" })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("shows the empty state for a board without posts", async () => {
    installFakeFetch(() => page([]));
    renderHome("/community");
    expect(await screen.findByText("No posts yet. Be the first to write!")).toBeInTheDocument();
  });
});
