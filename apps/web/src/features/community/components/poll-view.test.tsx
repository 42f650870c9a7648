import type { CommunityPoll } from "@cellar/contracts/client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n/i18n";
import { PollView } from "./poll-view";

const poll = (patch: Partial<CommunityPoll> = {}): CommunityPoll => ({
  question: "Friday drink?",
  options: [
    { optionNo: 1, label: "Red", count: 3 },
    { optionNo: 2, label: "Whisky", count: 1 },
  ],
  totalCount: 4,
  myOptionNo: null,
  closesAt: null,
  closed: false,
  ...patch,
});

describe("PollView", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });

  it("offers the options until the member answers", async () => {
    const onAnswer = vi.fn();
    render(<PollView poll={poll()} onAnswer={onAnswer} />);
    expect(screen.queryByText(/75%/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Whisky" }));
    expect(onAnswer).toHaveBeenCalledWith(2);
  });

  it("shows the results with the member's choice once answered", () => {
    render(<PollView poll={poll({ myOptionNo: 1 })} onAnswer={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Red" })).toBeNull();
    expect(screen.getByText("75% · 3 votes")).toBeInTheDocument();
    expect(screen.getByText("25% · 1 votes")).toBeInTheDocument();
    expect(screen.getByText("My choice")).toBeInTheDocument();
    expect(screen.getByText("4 votes")).toBeInTheDocument();
  });

  it("shows the results of a closed poll and says it is closed", () => {
    render(<PollView poll={poll({ closed: true, closesAt: "2026-11-01T00:00:00Z" })} onAnswer={vi.fn()} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(/Closed/)).toBeInTheDocument();
  });
});
