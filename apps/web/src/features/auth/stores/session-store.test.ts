// @vitest-environment jsdom
import type { LoginUserInfo } from "@cellar/contracts/client";
import { beforeEach, describe, expect, it } from "vitest";
import { useGlobalStore } from "../../../lib/state/global-store";
import { currentMemberNo, useSessionStore } from "./session-store";

const demoUser = {
  loginId: "demo",
  mberNo: "M0001",
  korMberNm: "김셀러",
  mbrshCardNo: "1234567890123456",
} as LoginUserInfo;

describe("session store", () => {
  beforeEach(() => useSessionStore.getState().reset());

  it("keeps the shell user info, sets the login flag and persists under cellar-session", () => {
    useSessionStore.getState().setLogin(demoUser);
    expect(useSessionStore.getState().userInfo).toEqual({
      mberNo: "M0001",
      korMberNm: "김셀러",
      mbrshCardNo: "1234567890123456",
    });
    expect(useGlobalStore.getState().isLoggedIn).toBe(true);
    expect(currentMemberNo()).toBe("M0001");
    expect(JSON.parse(localStorage.getItem("cellar-session") ?? "{}").state.userInfo.mberNo).toBe("M0001");
  });

  it("clears everything and the login flag on reset", () => {
    useSessionStore.getState().setLogin(demoUser);
    useSessionStore.getState().reset();
    expect(useSessionStore.getState()).toMatchObject({ userInfo: null, loginUserInfo: null });
    expect(useGlobalStore.getState().isLoggedIn).toBe(false);
    expect(currentMemberNo()).toBeNull();
  });

  it("keeps the same objects when the same member info comes again, and replaces them when it changes", () => {
    useSessionStore.getState().setLogin(demoUser);
    const { userInfo, loginUserInfo } = useSessionStore.getState();
    useSessionStore.getState().setLogin({ ...demoUser });
    expect(useSessionStore.getState().userInfo).toBe(userInfo);
    expect(useSessionStore.getState().loginUserInfo).toBe(loginUserInfo);
    useSessionStore.getState().setLogin({ ...demoUser, korMberNm: "이셀러" });
    expect(useSessionStore.getState().userInfo).toEqual({ ...userInfo, korMberNm: "이셀러" });
  });
});
