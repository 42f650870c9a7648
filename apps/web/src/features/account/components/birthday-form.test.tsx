import type { MemberDetail } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { BirthdayForm } from "./birthday-form";

const detail = {
  korMberNm: "이하늘",
  loginId: "basic",
  birthday: "19950923",
  srdSeCode: "01",
  rlBirthday: null,
  chgBirthday: "Y",
} as MemberDetail;

function renderForm(reply = (body: unknown) => ok({ ...detail, ...(body as object) })) {
  const fake = installFakeFetch((call) => reply(call.body));
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BirthdayForm detail={detail} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { ...fake, onDone };
}

describe("BirthdayForm (/member/manage/birthday)", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the verified date, checks a lunar date as it is typed and saves the calendar", async () => {
    const { calls, onDone } = renderForm();
    expect(screen.getByText("1995.09.23")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Lunar" }));
    const field = screen.getByLabelText("Lunar birthday");
    await userEvent.type(field, "19951331");
    expect(screen.getByText("Enter your lunar birthday as 8 digits (year, month, day)")).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, "19951001");
    expect(screen.getByText("Enter the lunar date that matches your date of birth")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(calls).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, "19950829");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => [c.method, new URL(c.url, "http://x").pathname, c.body])).toEqual([
      ["PATCH", "/user-api/v1.0.0/api/membership/member-info/birthday", { srdSeCode: "02", rlBirthday: "19950829" }],
    ]);
  });

  it("shows the refusal the server gives", async () => {
    renderForm(() => fail(400, "MBR0009", "음력 생일이 생년월일과 맞지 않습니다"));
    await userEvent.click(screen.getByRole("radio", { name: "Lunar" }));
    await userEvent.type(screen.getByLabelText("Lunar birthday"), "19950101");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The lunar birthday does not match your date of birth.");
  });
});
