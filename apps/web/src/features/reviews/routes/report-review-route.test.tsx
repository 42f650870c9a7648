import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { ReportReviewRoute } from "./report-review-route";

const reasons = {
  REVIEW_REPORT_RSN: [
    { grpCd: "REVIEW_REPORT_RSN", cd: "01", cdNm: "욕설·비방", cdEngNm: "Abuse or insults", sortOrdr: 1 },
    { grpCd: "REVIEW_REPORT_RSN", cd: "99", cdNm: "기타", cdEngNm: "Other", sortOrdr: 9 },
  ],
};

function renderReport(
  handler: (c: FakeCall) => FakeReply,
  props = { reviewNo: "R7" as string | null, isMember: true },
) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter(
    [
      { path: "/product/W0002", element: <p>product page</p> },
      { path: "/", element: <p>home page</p> },
      { path: "/cs/report", element: <ReportReviewRoute {...props} loginTo="/login" /> },
    ],
    { initialEntries: ["/product/W0002", "/cs/report?reviewNo=R7"], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, router };
}

// A shared, busy machine: room for slow renders.
describe("ReportReviewRoute", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reports with a reason from the codes; 'other' needs details; then leaves the page", async () => {
    const { calls, router } = renderReport((c) => (c.url.endsWith("/api/codes") ? ok(reasons) : ok(null)));
    const submit = screen.getByRole("button", { name: "Report" });
    expect(submit).toBeDisabled();
    await userEvent.click(await screen.findByRole("radio", { name: "Other" }));
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Details"), "광고");
    expect(screen.getByText("For 'other', describe the reason in at least 5 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Details"), "성 글입니다");
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    // back (the memory router keeps no browser history index, so the fallback, home)
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/cs/report"));
    expect(useGlobalState.getState().toast?.message).toBe("Your report was received");
    expect(calls.find((c) => c.url.endsWith("/api/reviews/R7/report"))?.body).toEqual({
      reasonCd: "99",
      detail: "광고성 글입니다",
    });
  });

  it("shows a refusal in the UI language", async () => {
    renderReport((c) => (c.url.endsWith("/api/codes") ? ok(reasons) : fail(409, "REV0003", "이미 신고한 리뷰입니다")));
    await userEvent.click(await screen.findByRole("radio", { name: "Abuse or insults" }));
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already reported this review");
  });

  it("asks a guest to log in", async () => {
    const { calls } = renderReport(() => ok(reasons), { reviewNo: "R7", isMember: false });
    expect(screen.getByText("Log in to report a review")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/report"))).toHaveLength(0));
  });
});
