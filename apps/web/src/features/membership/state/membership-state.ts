import type { Grade, GradeInfo } from "@cellar/contracts/client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type YesNo = "Y" | "N";

type MembershipState = {
  grades: Grade[];
  gradeInfo: GradeInfo | null;
  /** Paid member flag: null until the paid-member check has answered. */
  paidMberYn: YesNo | null;
  /** The member the flag was checked for (a different member on this device checks again). */
  paidMberNo: string | null;
  setGrades: (grades: Grade[]) => void;
  setGradeInfo: (info: GradeInfo | null) => void;
  setPaidMember: (isPaid: boolean, mberNo?: string | null) => void;
  /** SPEC §4: the paid-member check runs only when the flag is unknown or a recheck is forced. */
  needsPaidCheck: (force?: boolean, mberNo?: string | null) => boolean;
  reset: () => void;
};

export const MEMBERSHIP_STORAGE_KEY = "cellar-membership";

const empty = { grades: [] as Grade[], gradeInfo: null, paidMberYn: null, paidMberNo: null };

export const useMembershipState = create<MembershipState>()(
  persist(
    (set, get) => ({
      ...empty,
      setGrades: (grades) => set({ grades }),
      setGradeInfo: (gradeInfo) => set({ gradeInfo }),
      setPaidMember: (isPaid, mberNo = null) => set({ paidMberYn: isPaid ? "Y" : "N", paidMberNo: mberNo }),
      needsPaidCheck: (force = false, mberNo) =>
        force || get().paidMberYn === null || (mberNo !== undefined && get().paidMberNo !== mberNo),
      reset: () => set({ ...empty }),
    }),
    {
      name: MEMBERSHIP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ grades, gradeInfo, paidMberYn, paidMberNo }) => ({ grades, gradeInfo, paidMberYn, paidMberNo }),
    },
  ),
);

/** Whether `mberNo` is a paid member by the last check (unknown or another member's check: no). */
export const isPaidMemberFor = (s: Pick<MembershipState, "paidMberYn" | "paidMberNo">, mberNo: string | null) =>
  s.paidMberYn === "Y" && s.paidMberNo === mberNo;
