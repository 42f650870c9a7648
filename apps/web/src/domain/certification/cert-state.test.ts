// @vitest-environment jsdom
import type { CertIdentity } from "@cellar/contracts/client";
import { beforeEach, describe, expect, it } from "vitest";
import { CERT_STORAGE_KEY, useCertState, verifiedIdentity } from "./cert-state";

const person: CertIdentity = {
  korMberNm: "이셀러",
  birthday: "19900115",
  sexSeCode: "M",
  frgnrSeCode: "01",
  telFrstNo: "010",
  telMidNo: "1234",
  telIndNo: "5678",
  adult: true,
};

describe("certification store (SPEC §3 certification state, §4 reset)", () => {
  beforeEach(() => useCertState.getState().reset());

  it("starts with the callback and token, then keeps the confirmed result in sessionStorage", () => {
    useCertState.getState().start("join", "/join?step=input", "tok-1");
    expect(verifiedIdentity(useCertState.getState(), "join")).toBeNull();
    useCertState.getState().finish("VERIFIED", person);
    expect(verifiedIdentity(useCertState.getState(), "join")).toEqual(person);
    const stored = JSON.parse(sessionStorage.getItem(CERT_STORAGE_KEY) ?? "{}");
    expect(stored.state).toMatchObject({ callback: "/join?step=input", moduleToken: "tok-1", certResult: "VERIFIED" });
    expect(localStorage.getItem(CERT_STORAGE_KEY)).toBeNull();
  });

  it("serves only the purpose it was started for, and only when verified", () => {
    useCertState.getState().start("findId", "/id/search", "tok-2");
    useCertState.getState().finish("VERIFIED", person);
    expect(verifiedIdentity(useCertState.getState(), "resetPwd")).toBeNull();
    useCertState.getState().finish("CANCELLED", null);
    expect(verifiedIdentity(useCertState.getState(), "findId")).toBeNull();
  });

  it("reset empties callback, result, info and token", () => {
    useCertState.getState().start("join", "/join?step=input", "tok-3", "/join");
    useCertState.getState().finish("VERIFIED", person);
    useCertState.getState().reset();
    const { callback, origin, certResult, certInfo, moduleToken, certType } = useCertState.getState();
    expect({ callback, origin, certResult, certInfo, moduleToken, certType }).toEqual({
      callback: "",
      origin: "",
      certResult: null,
      certInfo: null,
      moduleToken: "",
      certType: null,
    });
  });
});
