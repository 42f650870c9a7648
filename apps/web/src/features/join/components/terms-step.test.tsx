import type { Term } from "@cellar/contracts/client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n/i18n";
import { NO_CHANNELS } from "../rules/consents";
import { TermsStep } from "./terms-step";

const term = (stplatRegNo: string, title: string, requiredYn: "Y" | "N", sortOrdr: number): Term => ({
  stplatRegNo,
  ver: "1.0",
  title,
  content: "text",
  requiredYn,
  effectiveDe: "2026-01-01",
  sortOrdr,
  agreeAt: "JOIN",
  inForce: true,
});
const terms = [term("ST001", "Service", "Y", 1), term("ST004", "Marketing", "N", 2), term("ST005", "Location", "N", 3)];

describe("TermsStep", () => {
  beforeEach(async () => {
    await initI18n().changeLanguage("en");
  });
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("needs the required terms, and sends agreed versions with the marketing channels", async () => {
    const onNext = vi.fn();
    render(<TermsStep terms={terms} initialAgreed={{}} initialChannels={NO_CHANNELS} onNext={onNext} />);
    await userEvent.click(screen.getByRole("button", { name: "Agree and verify phone" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please agree to the required terms");
    expect(onNext).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("checkbox", { name: "(Required) Service" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Email" }));
    expect(screen.getByRole("checkbox", { name: "(Optional) Marketing" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Agree and verify phone" }));
    expect(onNext).toHaveBeenCalledWith({ ST001: "1.0", ST004: "1.0" }, { ...NO_CHANNELS, "02": true });
  });

  it("agree to all covers every term and channel; one channel off turns it off", async () => {
    render(<TermsStep terms={terms} initialAgreed={{}} initialChannels={NO_CHANNELS} onNext={() => undefined} />);
    const all = screen.getByRole("checkbox", { name: "Agree to all" });
    await userEvent.click(all);
    for (const name of ["(Required) Service", "(Optional) Marketing", "(Optional) Location", "SMS", "App push"]) {
      expect(screen.getByRole("checkbox", { name })).toBeChecked();
    }
    await userEvent.click(screen.getByRole("checkbox", { name: "SMS" }));
    expect(all).not.toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "(Optional) Marketing" }));
    expect(screen.getByRole("checkbox", { name: "Email" })).not.toBeChecked();
  });
});
