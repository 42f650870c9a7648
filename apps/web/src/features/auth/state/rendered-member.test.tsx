import type { LoginUserInfo } from "@cellar/contracts/client";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useGlobalState } from "../../../lib/state/global-state";
import { RenderedMemberProvider } from "../../../lib/state/rendered-member";
import { useSessionState } from "./session-state";

const rendered = { mberNo: "M0001", korMberNm: "김셀러", mbrshCardNo: "1234567890123456" } as LoginUserInfo;
const stored = { mberNo: "M0002", korMberNm: "이셀러", mbrshCardNo: "6543210987654321" } as LoginUserInfo;

function Who() {
  const name = useSessionState((s) => s.userInfo?.korMberNm ?? "guest");
  const signedIn = useGlobalState((s) => s.isLoggedIn);
  return <p>{`${name}/${String(signedIn)}`}</p>;
}

describe("store hooks in a server render and after it (decision 372)", () => {
  afterEach(() => useSessionState.getState().reset());

  it("render the member the page was rendered for on the server, whatever the store holds", () => {
    useSessionState.getState().setLogin(stored);
    const html = renderToString(
      <RenderedMemberProvider member={rendered}>
        <Who />
      </RenderedMemberProvider>,
    );
    expect(html).toContain("김셀러/true");
    const guest = renderToString(
      <RenderedMemberProvider member={null}>
        <Who />
      </RenderedMemberProvider>,
    );
    expect(guest).toContain("guest/false");
  });

  it("render the browser's own member in the browser, and follow it", () => {
    useSessionState.getState().setLogin(stored);
    render(
      <RenderedMemberProvider member={rendered}>
        <Who />
      </RenderedMemberProvider>,
    );
    expect(screen.getByText("이셀러/true")).toBeInTheDocument();
    act(() => useSessionState.getState().reset());
    expect(screen.getByText("guest/false")).toBeInTheDocument();
  });
});
