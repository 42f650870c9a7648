import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../lib/i18n/i18n";
import { BottomBar } from "./bottom-bar";

function renderBar(path: string, onMembershipCard = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <BottomBar route={path === "/" ? "main" : "search"} hidden={false} onMembershipCard={onMembershipCard} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onMembershipCard };
}

describe("BottomBar", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });

  it("is a nav landmark with the named tabs and the membership card button", () => {
    renderBar("/");
    const nav = screen.getByRole("navigation");
    for (const name of ["Home", "Search", "Community", "My page"]) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(nav).toContainElement(screen.getByRole("button", { name: "Membership card" }));
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  it("scrolls to the top instead of navigating when the current tab is tapped", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { router } = renderBar("/");
    await userEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(router.state.location.pathname).toBe("/");
    await userEvent.click(screen.getByRole("link", { name: "Search" }));
    expect(router.state.location.pathname).toBe("/search");
    scrollTo.mockRestore();
  });

  it("hands the centre button to the shell", async () => {
    const { onMembershipCard } = renderBar("/");
    await userEvent.click(screen.getByRole("button", { name: "Membership card" }));
    expect(onMembershipCard).toHaveBeenCalledOnce();
  });
});
