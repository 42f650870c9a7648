import type { CertIdentity } from "@cellar/contracts/client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n/i18n";
import { InputStep } from "./input-step";

const identity: CertIdentity = {
  korMberNm: "이셀러",
  birthday: "19900115",
  sexSeCode: "F",
  frgnrSeCode: "01",
  telFrstNo: "010",
  telMidNo: "1234",
  telIndNo: "5678",
  adult: true,
};

function setup(available = { id: true, email: true, nick: true }) {
  const onSubmit = vi.fn();
  render(
    <InputStep
      identity={identity}
      pending={false}
      errorText={null}
      checkLoginId={async () => available.id}
      checkEmail={async () => available.email}
      checkNickname={async () => available.nick}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function fill(loginId = "newbie01") {
  await userEvent.type(screen.getByLabelText("ID"), loginId);
  await userEvent.type(screen.getByLabelText("Password"), "Cellar!2345");
  await userEvent.type(screen.getByLabelText("Confirm password"), "Cellar!2345");
  await userEvent.type(screen.getByLabelText("Email"), "new@cellar.example");
  await userEvent.type(screen.getByLabelText("Nickname"), "와인초보");
  await userEvent.tab();
}

describe("InputStep", () => {
  beforeEach(async () => {
    await initI18n().changeLanguage("en");
  });
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("shows the certified person read-only", () => {
    setup();
    expect(screen.getByLabelText("Name")).toHaveValue("이셀러");
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Date of birth")).toHaveValue("1990.01.15");
    expect(screen.getByLabelText("Mobile phone")).toHaveValue("010-1234-5678");
  });

  it("joins only after the ID check, and a changed ID needs a new check", async () => {
    const onSubmit = setup();
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByText("Check whether the ID is available")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("This ID is available")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(onSubmit).toHaveBeenCalledWith({
      loginId: "newbie01",
      loginPassword: "Cellar!2345",
      confirmPassword: "Cellar!2345",
      email: "new@cellar.example",
      nickName: "와인초보",
    });

    await userEvent.type(screen.getByLabelText("ID"), "x");
    expect(screen.queryByText("This ID is available")).not.toBeInTheDocument();
  });

  it("flags a taken ID and a taken nickname", async () => {
    const onSubmit = setup({ id: false, email: true, nick: false });
    await fill();
    expect(await screen.findByText("This nickname is already in use.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("This ID is already in use")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("marks each password rule while typing and compares the confirmation", async () => {
    setup();
    await userEvent.type(screen.getByLabelText("ID"), "wine");
    await userEvent.type(screen.getByLabelText("Password"), "wine12");
    const rule = (name: string) => screen.getByText(name).closest("li");
    expect(rule("8 to 20 characters")).toHaveAttribute("data-ok", "false");
    expect(rule("A number")).toHaveAttribute("data-ok", "true");
    expect(rule("Does not contain your ID")).toHaveAttribute("data-ok", "false");
    await userEvent.type(screen.getByLabelText("Confirm password"), "wine1");
    expect(screen.getByText("The passwords do not match")).toBeInTheDocument();
  });
});
