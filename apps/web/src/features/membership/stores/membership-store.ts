import type { Grade, GradeInfo } from "@cellar/contracts/client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type YesNo = "Y" | "N";

type MembershipState = {
  grades: Grade[];
  gradeInfo: GradeInfo | null;
  /** Paid member flag: null until the paid-member check has answered. */
  paidMberYn: YesNo | null;
  setGrades: (grades: Grade[]) => void;
  setGradeInfo: (info: GradeInfo | null) => void;
  setPaidMember: (isPaid: boolean) => void;
  /** SPEC §4: the paid-member check runs only when the flag is unknown or a recheck is forced. */
  needsPaidCheck: (force?: boolean) => boolean;
  reset: () => void;
};

export const MEMBERSHIP_STORAGE_KEY = "cellar-membership";

const empty = { grades: [] as Grade[], gradeInfo: null, paidMberYn: null };

export const useMembershipStore = create<MembershipState>()(
  persist(
    (set, get) => ({
      ...empty,
      setGrades: (grades) => set({ grades }),
      setGradeInfo: (gradeInfo) => set({ gradeInfo }),
      setPaidMember: (isPaid) => set({ paidMberYn: isPaid ? "Y" : "N" }),
      needsPaidCheck: (force = false) => force || get().paidMberYn === null,
      reset: () => set({ ...empty }),
    }),
    {
      name: MEMBERSHIP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ grades, gradeInfo, paidMberYn }) => ({ grades, gradeInfo, paidMberYn }),
    },
  ),
);
