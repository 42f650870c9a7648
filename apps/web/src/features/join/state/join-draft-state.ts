import type { SocialProvider } from "@cellar/contracts/client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { type ChannelConsents, NO_CHANNELS } from "../rules/consents";

/** What the complete step shows about the new member. */
export type Joined = { korMberNm: string; mbrshCardNo: string | null; gradNm: string };

/** A sign-up that started with a Kakao, Naver or Apple account (decision 433). */
export type SocialJoinDraft = { provider: SocialProvider; snsTkn: string; email: string | null };

type JoinDraftState = {
  /** Agreed version per term (stplatRegNo → ver); a missing term was declined. */
  agreed: Record<string, string>;
  channels: ChannelConsents;
  joined: Joined | null;
  social: SocialJoinDraft | null;
  /** Starts a new sign-up for a social account (the terms step comes first). */
  startSocial: (social: SocialJoinDraft) => void;
  /** Goes on as an ordinary sign-up (the social account is not linked). */
  clearSocial: () => void;
  setTerms: (agreed: Record<string, string>, channels: ChannelConsents) => void;
  setJoined: (joined: Joined) => void;
  reset: () => void;
};

/**
 * The sign-up in progress. sessionStorage, because the phone certification leaves the app and
 * comes back between the terms and the input step.
 */
export const useJoinDraftState = create<JoinDraftState>()(
  persist(
    (set) => ({
      agreed: {},
      channels: NO_CHANNELS,
      joined: null,
      social: null,
      startSocial: (social) => set({ agreed: {}, channels: NO_CHANNELS, joined: null, social }),
      clearSocial: () => set({ social: null }),
      setTerms: (agreed, channels) => set({ agreed, channels, joined: null }),
      // The terms stay until the complete step is left (reset), so the steps never look incomplete.
      setJoined: (joined) => set({ joined }),
      reset: () => set({ agreed: {}, channels: NO_CHANNELS, joined: null, social: null }),
    }),
    { name: "cellar-join-draft", storage: createJSONStorage(() => sessionStorage) },
  ),
);
