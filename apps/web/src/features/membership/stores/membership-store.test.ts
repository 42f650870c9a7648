import { beforeEach, describe, expect, it } from "vitest";
import { isPaidMemberFor, useMembershipStore } from "./membership-store";

describe("membership store", () => {
  beforeEach(() => useMembershipStore.getState().reset());

  it("checks the paid flag only when unknown or when forced", () => {
    const s = useMembershipStore.getState();
    expect(s.needsPaidCheck()).toBe(true);
    s.setPaidMember(true);
    expect(useMembershipStore.getState().paidMberYn).toBe("Y");
    expect(useMembershipStore.getState().needsPaidCheck()).toBe(false);
    expect(useMembershipStore.getState().needsPaidCheck(true)).toBe(true);
    s.setPaidMember(false);
    expect(useMembershipStore.getState().paidMberYn).toBe("N");
  });

  it("resets grades, grade info and the paid flag", () => {
    const s = useMembershipStore.getState();
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
    expect(useMembershipStore.getState()).toMatchObject({
      grades: [],
      gradeInfo: null,
      paidMberYn: null,
    });
  });
});

describe("paid flag per member", () => {
  beforeEach(() => useMembershipStore.getState().reset());

  it("checks again for another member and answers paid only for the member checked", () => {
    const s = useMembershipStore.getState();
    s.setPaidMember(true, "M1");
    const after = useMembershipStore.getState();
    expect(after.needsPaidCheck(false, "M1")).toBe(false);
    expect(after.needsPaidCheck(false, "M2")).toBe(true);
    expect(isPaidMemberFor(after, "M1")).toBe(true);
    expect(isPaidMemberFor(after, "M2")).toBe(false);
  });
});
