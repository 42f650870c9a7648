import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { event } from "../test-fixtures.test-helper";
import { EventRoute } from "./event-route";

function renderEvent(isMember: boolean, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const onLoginRequired = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EventRoute eventNo={1} isMember={isMember} onLoginRequired={onLoginRequired} listTo="/eventPage" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...fake, onLoginRequired };
}

describe("EventRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the sanitised content and sends a guest to login instead of signing up", async () => {
    const { calls, onLoginRequired } = renderEvent(false, () => ok(event(1)));
    expect(await screen.findByRole("heading", { name: "Tasting 1" })).toBeInTheDocument();
    expect(screen.getByText("five")).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText("14 seats left of 20")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log in to sign up" }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("signs a member up, then offers to cancel, with the seats the server answered", async () => {
    const { calls } = renderEvent(true, (c) =>
      c.method === "POST"
        ? ok(event(1, { signedUp: true, signupCount: 7, seatsLeft: 13 }))
        : c.method === "DELETE"
          ? ok(event(1))
          : ok(event(1)),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("button", { name: "Cancel my sign-up" })).toBeEnabled();
    expect(screen.getByText("13 seats left of 20")).toBeInTheDocument();
    expect(screen.getByText("You're signed up. You can cancel until the deadline.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.url).toMatch(/\/api\/events\/1\/signup$/);
    await userEvent.click(screen.getByRole("button", { name: "Cancel my sign-up" }));
    expect(await screen.findByRole("button", { name: "Sign up" })).toBeEnabled();
    expect(calls.map((c) => c.method)).toContain("DELETE");
  });

  it("disables the sign-up of a full or closed event, and tells why a refused one failed", async () => {
    renderEvent(true, () => ok(event(1, { signupState: "FULL", seatsLeft: 0, signupCount: 20 })));
    expect(await screen.findByRole("button", { name: "No seats left" })).toBeDisabled();
    expect(screen.getByText("No seats left of 20")).toBeInTheDocument();
  });

  it("shows the refusal's text when the last seat went to someone else", async () => {
    const toast = vi.spyOn(useGlobalState.getState(), "showToast");
    useGlobalState.setState({ showToast: toast });
    renderEvent(true, (c) => (c.method === "POST" ? fail(409, "EVT0004", "정원이 모두 찼습니다") : ok(event(1))));
    await userEvent.click(await screen.findByRole("button", { name: "Sign up" }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith("Sorry, every seat is taken"));
  });

  it("shows when an upcoming event opens, to a guest too, without a way to sign up yet", async () => {
    const { onLoginRequired } = renderEvent(false, () =>
      ok(event(1, { status: "UPCOMING", signupState: "NOT_YET", openAt: "2026-12-01T01:00:00Z" })),
    );
    expect(await screen.findByRole("button", { name: "Sign-up hasn't opened yet" })).toBeDisabled();
    expect(screen.getByText("2026.12.01 10:00")).toBeInTheDocument();
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it("says an event without sign-up needs none", async () => {
    renderEvent(true, () => ok(event(1, { signupState: "NONE", capacity: null, seatsLeft: null, deadlineAt: null })));
    expect(await screen.findByText("No sign-up needed: everyone is welcome.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign up" })).toBeNull();
  });

  it("answers an unknown event with the way to the list", async () => {
    renderEvent(true, () => fail(404, "CNT0003", "이벤트를 찾을 수 없습니다"));
    expect(await screen.findByRole("link", { name: "See the events" })).toHaveAttribute("href", "/eventPage");
  });
});
