import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { post } from "../test-fixtures.test-helper";
import { PostDetailRoute } from "./post-detail-route";

function renderDetail() {
  const router = createMemoryRouter(
    [
      {
        path: "/communityDetail",
        element: (
          <PostDetailRoute
            postNo="CP1"
            listTo={(b) => `/community?board=${b}`}
            productTo={(cd) => `/product/${cd}`}
            editTo={(no) => `/communityPostPage?postNo=${no}`}
            reportTo={(target) => `/communityReport?type=${target.type}`}
          />
        ),
      },
    ],
    { initialEntries: ["/communityDetail?postNo=CP1"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("PostDetailRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the member's text as plain text with line breaks and a clickable link, never as HTML", async () => {
    installFakeFetch(() => ok(post()));
    renderDetail();
    const link = await screen.findByRole("link", { name: "https://cellar.example/guide" });
    expect(link).toHaveAttribute("href", "https://cellar.example/guide");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    const text = link.closest("p")!;
    expect(text.textContent).toBe("first line\n<b>not bold</b> see https://cellar.example/guide.");
    expect(text.querySelector("b")).toBeNull();
    expect(screen.getByText("보르도산책")).toBeInTheDocument();
    expect(screen.getByText("Gold")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Report" })).toHaveAttribute("href", "/communityReport?type=post");
  });

  it("likes with Like (aria-pressed) and comments with replies", async () => {
    const { calls } = installFakeFetch((call) => {
      if (call.url.endsWith("/like")) return ok({ liked: true, likeCount: 4 });
      if (call.url.endsWith("/comments")) return ok({});
      return ok(
        post({
          comments: [
            {
              commentNo: "C1",
              parentNo: null,
              author: { authorNo: "M2", nickName: "하늘빛", gradeNm: "Silver" },
              content: "nice",
              deleted: false,
              mine: false,
              createdAt: "2026-11-20T11:00:00.000Z",
              replies: [
                {
                  commentNo: "C2",
                  parentNo: "C1",
                  author: { authorNo: "M1", nickName: "보르도산책", gradeNm: "Gold" },
                  content: "thanks",
                  deleted: false,
                  mine: true,
                  createdAt: "2026-11-20T12:00:00.000Z",
                  replies: [],
                },
              ],
            },
          ],
        }),
      );
    });
    renderDetail();
    const like = await screen.findByRole("button", { name: "Like" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(like);
    expect(await screen.findByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.some((c) => c.method === "PUT" && c.url.endsWith("/posts/CP1/like"))).toBe(true);

    const comments = screen.getByRole("region", { name: "Comments" });
    expect(within(comments).getByText("nice")).toBeInTheDocument();
    expect(within(comments).getByText("thanks")).toBeInTheDocument();
    await userEvent.click(within(comments).getByRole("button", { name: "Reply" }));
    expect(screen.getByText("Replying to 하늘빛")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Comment" }), "cheers");
    await userEvent.click(screen.getByRole("button", { name: "Post" }));
    const sent = calls.find((c) => c.method === "POST" && c.url.endsWith("/posts/CP1/comments"));
    expect(sent?.body).toEqual({ content: "cheers", parentNo: "C1" });
  });
});
