import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { initI18n } from "../../lib/i18n/i18n";
import { useGlobalState } from "../../lib/state/global-state";
import { GlobalErrorPopup } from "./global-error-popup";
import { SpinnerOverlay } from "./spinner-overlay";

describe("global feedback", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  beforeEach(() => useGlobalState.setState({ loadingCount: 0, errorMessage: null }));

  it("shows the spinner overlay while the loading counter is above zero", () => {
    render(<SpinnerOverlay />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    act(() => useGlobalState.getState().startLoading());
    act(() => useGlobalState.getState().startLoading());
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    act(() => useGlobalState.getState().endLoading());
    expect(screen.getByTestId("spinner-overlay")).toBeInTheDocument();
    act(() => useGlobalState.getState().endLoading());
    expect(screen.queryByTestId("spinner-overlay")).not.toBeInTheDocument();
  });

  it("shows the global error popup until Confirm clears it", async () => {
    render(<GlobalErrorPopup />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    act(() => useGlobalState.getState().showError());
    expect(screen.getByRole("alertdialog")).toHaveTextContent("Please try again shortly.");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});
