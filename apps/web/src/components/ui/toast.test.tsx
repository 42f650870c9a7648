import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useGlobalState } from "../../lib/state/global-state";
import { ToastHost } from "./toast";

describe("ToastHost", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useGlobalState.setState({ toast: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast at a time: a new one replaces the old", () => {
    render(<ToastHost />);
    act(() => useGlobalState.getState().showToast("first"));
    expect(screen.getByRole("status")).toHaveTextContent("first");
    act(() => useGlobalState.getState().showToast("second"));
    expect(screen.getByRole("status")).toHaveTextContent("second");
    expect(screen.queryByText("first")).not.toBeInTheDocument();
  });

  it("stays 2500 ms, fades over 1.5x that, then clears", () => {
    render(<ToastHost />);
    act(() => useGlobalState.getState().showToast("saved"));
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.getByText("saved")).not.toHaveAttribute("data-fading");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("saved")).toHaveAttribute("data-fading", "true");
    expect(screen.getByText("saved")).toHaveStyle({ transitionDuration: "3750ms" });
    act(() => vi.advanceTimersByTime(3749));
    expect(screen.getByText("saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("saved")).not.toBeInTheDocument();
    expect(useGlobalState.getState().toast).toBeNull();
  });

  it("restarts the timers when replaced", () => {
    render(<ToastHost />);
    act(() => useGlobalState.getState().showToast("old"));
    act(() => vi.advanceTimersByTime(2000));
    act(() => useGlobalState.getState().showToast("new"));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("new")).not.toHaveAttribute("data-fading");
  });
});
