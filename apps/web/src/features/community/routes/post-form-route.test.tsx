import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { post } from "../test-fixtures.test-helper";
import { PostFormRoute } from "./post-form-route";

function renderForm(board: "drink" | "play") {
  const router = createMemoryRouter(
    [
      {
        path: "/communityPostPage",
        element: <PostFormRoute postNo={null} board={board} detailTo={(no) => `/d/${no}`} />,
      },
      { path: "/d/:postNo", element: <p>saved</p> },
    ],
    { initialEntries: ["/communityPostPage"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("PostFormRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an empty post, then sends the drink post with rating and words", async () => {
    const { calls } = installFakeFetch(() => ok(post({ postNo: "CP9" })));
    const router = renderForm("drink");
    await userEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please write something");
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByRole("textbox", { name: "Text" }), "Lovely Pinot");
    await userEvent.click(screen.getByRole("button", { name: "4 of 5 stars" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Tasting notes/ }), "cherry{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Post" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/d/CP9"));
    expect(calls[0]?.body).toMatchObject({ board: "drink", text: "Lovely Pinot", rating: 4, tastingWords: ["cherry"] });
  }, 20_000);

  it("checks a play post's poll before sending it", async () => {
    const { calls } = installFakeFetch(() => ok(post({ postNo: "CP8", board: "play" })));
    renderForm("play");
    await userEvent.type(screen.getByRole("textbox", { name: "Text" }), "Vote!");
    await userEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter the question");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter 2 to 6 options");
    await userEvent.type(screen.getByRole("textbox", { name: "Question" }), "Red or white?");
    await userEvent.type(screen.getByRole("textbox", { name: "Option 1" }), "Red");
    await userEvent.type(screen.getByRole("textbox", { name: "Option 2" }), "White");
    await userEvent.click(screen.getByRole("button", { name: "Post" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      poll: { question: "Red or white?", options: ["Red", "White"], closesAt: null },
    });
  }, 20_000);
});
