// @vitest-environment jsdom
import type { CertIdentity } from "@cellar/contracts/client";
import { beforeEach, describe, expect, it } from "vitest";
import { CERT_STORAGE_KEY, useCertStore, verifiedIdentity } from "./cert-store";

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
  beforeEach(() => useCertStore.getState().reset());

  it("starts with the callback and token, then keeps the confirmed result in sessionStorage", () => {
    useCertStore.getState().start("join", "/join?step=input", "tok-1");
    expect(verifiedIdentity(useCertStore.getState(), "join")).toBeNull();
    useCertStore.getState().finish("VERIFIED", person);
    expect(verifiedIdentity(useCertStore.getState(), "join")).toEqual(person);
    const stored = JSON.parse(sessionStorage.getItem(CERT_STORAGE_KEY) ?? "{}");
    expect(stored.state).toMatchObject({ callback: "/join?step=input", moduleToken: "tok-1", certResult: "VERIFIED" });
    expect(localStorage.getItem(CERT_STORAGE_KEY)).toBeNull();
  });

  it("serves only the purpose it was started for, and only when verified", () => {
    useCertStore.getState().start("findId", "/id/search", "tok-2");
    useCertStore.getState().finish("VERIFIED", person);
    expect(verifiedIdentity(useCertStore.getState(), "resetPwd")).toBeNull();
    useCertStore.getState().finish("CANCELLED", null);
    expect(verifiedIdentity(useCertStore.getState(), "findId")).toBeNull();
  });

  it("reset empties callback, result, info and token", () => {
    useCertStore.getState().start("join", "/join?step=input", "tok-3", "/join");
    useCertStore.getState().finish("VERIFIED", person);
    useCertStore.getState().reset();
    const { callback, origin, certResult, certInfo, moduleToken, certType } = useCertStore.getState();
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
