// @vitest-environment jsdom
import type { LoginUserInfo } from "@cellar/contracts/client";
import { beforeEach, describe, expect, it } from "vitest";
import { useGlobalState } from "../../../lib/state/global-state";
import { currentMemberNo, useSessionState } from "./session-state";

const demoUser = {
  loginId: "demo",
  mberNo: "M0001",
  korMberNm: "김셀러",
  mbrshCardNo: "1234567890123456",
} as LoginUserInfo;

describe("session store", () => {
  beforeEach(() => useSessionState.getState().reset());

  it("keeps the shell user info, sets the login flag and persists under cellar-session", () => {
    useSessionState.getState().setLogin(demoUser);
    expect(useSessionState.getState().userInfo).toEqual({
      mberNo: "M0001",
      korMberNm: "김셀러",
      mbrshCardNo: "1234567890123456",
    });
    expect(useGlobalState.getState().isLoggedIn).toBe(true);
    expect(currentMemberNo()).toBe("M0001");
    expect(JSON.parse(localStorage.getItem("cellar-session") ?? "{}").state.userInfo.mberNo).toBe("M0001");
  });

  it("clears everything and the login flag on reset", () => {
    useSessionState.getState().setLogin(demoUser);
    useSessionState.getState().reset();
    expect(useSessionState.getState()).toMatchObject({ userInfo: null, loginUserInfo: null });
    expect(useGlobalState.getState().isLoggedIn).toBe(false);
    expect(currentMemberNo()).toBeNull();
  });

  it("keeps the same objects when the same member info comes again, and replaces them when it changes", () => {
    useSessionState.getState().setLogin(demoUser);
    const { userInfo, loginUserInfo } = useSessionState.getState();
    useSessionState.getState().setLogin({ ...demoUser });
    expect(useSessionState.getState().userInfo).toBe(userInfo);
    expect(useSessionState.getState().loginUserInfo).toBe(loginUserInfo);
    useSessionState.getState().setLogin({ ...demoUser, korMberNm: "이셀러" });
    expect(useSessionState.getState().userInfo).toEqual({ ...userInfo, korMberNm: "이셀러" });
  });
});
