import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../lib/i18n/i18n";
import { useGlobalState } from "../../lib/state/global-state";
import { BottomSheet } from "./bottom-sheet";
import { emitBackEvent } from "./popup-stack";

describe("BottomSheet", () => {
  beforeEach(() => {
    initI18n();
    useGlobalState.setState({ openPopupCount: 0, childPopupOpen: false });
  });

  it("is a named dialog that locks scrolling and raises the popup flags while open", () => {
    const { rerender } = render(
      <BottomSheet open title="Coupons" onClose={() => undefined}>
        body
      </BottomSheet>,
    );
    expect(screen.getByRole("dialog", { name: "Coupons" })).toBeInTheDocument();
    expect(document.body).toHaveClass("scroll-locked");
    expect(useGlobalState.getState().openPopupCount).toBe(1);
    expect(useGlobalState.getState().childPopupOpen).toBe(true);
    rerender(
      <BottomSheet open={false} title="Coupons" onClose={() => undefined}>
        body
      </BottomSheet>,
    );
    expect(document.body).not.toHaveClass("scroll-locked");
    expect(useGlobalState.getState().openPopupCount).toBe(0);
    expect(useGlobalState.getState().childPopupOpen).toBe(false);
  });

  it("closes on an outside click unless outer close is disabled", async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <BottomSheet open title="Sheet" onClose={onClose}>
        body
      </BottomSheet>,
    );
    const dim = screen.getByRole("dialog").parentElement as HTMLElement;
    await userEvent.click(screen.getByText("body"));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dim);
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <BottomSheet open title="Sheet" onClose={onClose} disableOuterClose>
        body
      </BottomSheet>,
    );
    await userEvent.click(dim);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes only the topmost popup on the native back event", () => {
    const lower = vi.fn();
    const upper = vi.fn();
    render(
      <>
        <BottomSheet open title="Lower" onClose={lower}>
          a
        </BottomSheet>
        <BottomSheet open title="Upper" onClose={upper}>
          b
        </BottomSheet>
      </>,
    );
    act(() => emitBackEvent());
    expect(upper).toHaveBeenCalledOnce();
    expect(lower).not.toHaveBeenCalled();
  });
});
