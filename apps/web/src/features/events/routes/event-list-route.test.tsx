import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { event, page } from "../test-fixtures.test-helper";
import { EventListRoute } from "./event-list-route";

describe("EventListRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists cards with their badge and seats, and switches status through the tabs", async () => {
    const { calls } = installFakeFetch((call) => {
      const status = new URL(call.url, "http://x").searchParams.get("status");
      return status === "OPEN"
        ? ok(
            page([
              event(1, { title: "Burgundy night" }),
              event(2, { title: "Champagne class", signupState: "FULL", seatsLeft: 0, signupCount: 12, capacity: 12 }),
              event(3, { title: "Whisky blending", signedUp: true }),
            ]),
          )
        : ok(page([]));
    });
    const router = createMemoryRouter(
      [{ path: "/community", element: <EventListRoute eventTo={(no) => `/eventPage?eventNo=${no}`} /> }],
      { initialEntries: ["/community?tab=event"] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: "Open" });
    const first = within(list).getByRole("link", { name: /Burgundy night/ });
    expect(first).toHaveAttribute("href", "/eventPage?eventNo=1");
    expect(first).toHaveTextContent("14 seats left of 20");
    expect(first).toHaveTextContent("2026.12.05 15:00 – 17:00");
    expect(first).toHaveTextContent("Cheongdam store");
    expect(within(list).getByRole("link", { name: /Champagne class/ })).toHaveTextContent("Full");
    expect(within(list).getByRole("link", { name: /Whisky blending/ })).toHaveTextContent("Signed up");

    await userEvent.click(screen.getByRole("tab", { name: "Ended" }));
    // The host page's own parameters stay.
    expect(router.state.location.search).toBe("?tab=event&eventStatus=CLOSED");
    expect(await screen.findByText("No ended events")).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, "http://x").searchParams.get("status"))).toEqual(["OPEN", "CLOSED"]);
  });
});
