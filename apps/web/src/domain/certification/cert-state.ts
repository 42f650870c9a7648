import type { CertIdentity, CertResultResponse, CertType } from "@cellar/contracts/client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type CertStatus = CertResultResponse["status"];

type CertState = {
  /** SPEC §3 "Certification state": the page to return to after the certification. */
  callback: string;
  /** The page to put under `callback` in history, so back does not reach the provider's spent page. */
  origin: string;
  /** What the certification is for; a token only serves its own purpose. */
  certType: CertType | null;
  /** The confirmed outcome (VERIFIED, CANCELLED, USED, EXPIRED). */
  certResult: CertStatus | null;
  /** The certified person, when verified. */
  certInfo: CertIdentity | null;
  /** The API's module token; the next call (join, find id, password reset) proves the person with it. */
  moduleToken: string;
  start: (certType: CertType, callback: string, moduleToken: string, origin?: string) => void;
  finish: (result: CertStatus, info: CertIdentity | null) => void;
  reset: () => void;
};

export const CERT_STORAGE_KEY = "cellar-cert";

const empty = { callback: "", origin: "", certType: null, certResult: null, certInfo: null, moduleToken: "" };

/**
 * Kept in sessionStorage: the flow leaves the single-page app for the certification page and comes
 * back in the same tab, and personal data must not outlive the tab (docs/decisions/140-certification-flow-web.md).
 */
export const useCertState = create<CertState>()(
  persist(
    (set) => ({
      ...empty,
      start: (certType, callback, moduleToken, origin = "") =>
        set({ ...empty, certType, callback, moduleToken, origin }),
      finish: (certResult, certInfo) => set({ certResult, certInfo }),
      // SPEC §4: certification reset empties callback, result, info and token.
      reset: () => set({ ...empty }),
    }),
    {
      name: CERT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ callback, origin, certType, certResult, certInfo, moduleToken }) => ({
        callback,
        origin,
        certType,
        certResult,
        certInfo,
        moduleToken,
      }),
    },
  ),
);

type Verified = {
  certResult: CertStatus | null;
  certInfo: CertIdentity | null;
  moduleToken: string;
  certType: CertType | null;
};

/** The certified person when a verified certification for `certType` is waiting to be used. */
export function verifiedIdentity(state: Verified, certType: CertType): CertIdentity | null {
  if (state.certType !== certType || state.certResult !== "VERIFIED" || !state.moduleToken) return null;
  return state.certInfo;
}
