import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** What the certification told us about the person (the API's confirmed answer). */
export type CertInfo = {
  korMberNm: string;
  /** YYYYMMDD. */
  birthday: string;
  /** Digits only. */
  phone: string;
  sexSeCode: string | null;
};

export type CertResult = { code: string; message: string };

type CertState = {
  /** SPEC §3 "Certification state": where to return after the certification. */
  callback: string;
  certResult: CertResult | null;
  certInfo: CertInfo | null;
  /** The API's certification token; the next call (join, find id, reset password) proves the person with it. */
  moduleToken: string;
  start: (callback: string, moduleToken: string) => void;
  finish: (result: CertResult, info: CertInfo | null, moduleToken: string) => void;
  reset: () => void;
};

export const CERT_STORAGE_KEY = "cellar-cert";

const empty = { callback: "", certResult: null, certInfo: null, moduleToken: "" };

/**
 * Kept in sessionStorage: the flow leaves the single-page app for the certification page and comes
 * back in the same tab, and personal data must not outlive the tab (docs/decisions/140-certification-flow.md).
 */
export const useCertStore = create<CertState>()(
  persist(
    (set) => ({
      ...empty,
      start: (callback, moduleToken) => set({ ...empty, callback, moduleToken }),
      finish: (certResult, certInfo, moduleToken) => set({ certResult, certInfo, moduleToken }),
      // SPEC §4: certification reset empties callback, result, info and token.
      reset: () => set({ ...empty }),
    }),
    {
      name: CERT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ callback, certResult, certInfo, moduleToken }) => ({
        callback,
        certResult,
        certInfo,
        moduleToken,
      }),
    },
  ),
);

/** True when a successful certification is waiting to be used. */
export function hasCertified(state: Pick<CertState, "certResult" | "certInfo" | "moduleToken">): boolean {
  return state.certResult?.code === "0000" && state.certInfo !== null && state.moduleToken !== "";
}
