import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollMemory } from "./use-scroll-memory";

function Probe({ ready, fallback }: { ready: boolean; fallback?: () => number | null }) {
  const settled = useScrollMemory(ready, "category=10", fallback);
  return <p>{settled ? "settled" : "waiting"}</p>;
}

function renderProbe(ready: boolean, fallback?: () => number | null) {
  const router = createMemoryRouter([{ path: "/product", element: <Probe ready={ready} fallback={fallback} /> }], {
    initialEntries: ["/product?category=10"],
  });
  render(<RouterProvider router={router} />);
}

describe("useScrollMemory", () => {
  afterEach(() => vi.restoreAllMocks());

  it("does nothing while the list is not ready", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    sessionStorage.setItem("cellar:scroll:default:/product?category=10", "1234");
    renderProbe(false, () => 50);
    expect(screen.getByText("waiting")).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("uses the saved position when ready, the fallback without one, and then says it is settled", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    sessionStorage.setItem("cellar:scroll:default:/product?category=10", "1234");
    renderProbe(true, () => 50);
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
    expect(screen.getByText("settled")).toBeInTheDocument();
  });

  it("falls back (e.g. to the last page of a shared address) when nothing was saved for this address", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    sessionStorage.setItem("cellar:scroll:default:/product?category=20", "999");
    renderProbe(true, () => 640);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });
});
