import { beforeEach, describe, expect, it } from "vitest";
import { isPaidMemberFor, useMembershipState } from "./membership-state";

describe("membership store", () => {
  beforeEach(() => useMembershipState.getState().reset());

  it("checks the paid flag only when unknown or when forced", () => {
    const s = useMembershipState.getState();
    expect(s.needsPaidCheck()).toBe(true);
    s.setPaidMember(true);
    expect(useMembershipState.getState().paidMberYn).toBe("Y");
    expect(useMembershipState.getState().needsPaidCheck()).toBe(false);
    expect(useMembershipState.getState().needsPaidCheck(true)).toBe(true);
    s.setPaidMember(false);
    expect(useMembershipState.getState().paidMberYn).toBe("N");
  });

  it("resets grades, grade info and the paid flag", () => {
    const s = useMembershipState.getState();
    s.setGrades([
      {
        gradRegNo: "1",
        gradNm: "Gold",
        gradEngNm: "Gold",
        gradKorNm: "골드",
        gradStartPoint: 0,
        gradRate: 1,
        sortOrdr: 1,
        benefits: [],
      },
    ] as never);
    s.setPaidMember(true);
    s.reset();
    expect(useMembershipState.getState()).toMatchObject({
      grades: [],
      gradeInfo: null,
      paidMberYn: null,
    });
  });
});

describe("paid flag per member", () => {
  beforeEach(() => useMembershipState.getState().reset());

  it("checks again for another member and answers paid only for the member checked", () => {
    const s = useMembershipState.getState();
    s.setPaidMember(true, "M1");
    const after = useMembershipState.getState();
    expect(after.needsPaidCheck(false, "M1")).toBe(false);
    expect(after.needsPaidCheck(false, "M2")).toBe(true);
    expect(isPaidMemberFor(after, "M1")).toBe(true);
    expect(isPaidMemberFor(after, "M2")).toBe(false);
  });
});
