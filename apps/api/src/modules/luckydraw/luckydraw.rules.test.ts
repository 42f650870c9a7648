import { describe, expect, it } from "vitest";
import { ageOn, cryptoShuffle, drawState, ineligibility, rolesOf } from "./luckydraw.rules";

const base = { birthday: "19900101", isPaid: false, gradeStart: 0, minGradeStart: null, paidOnly: false };

describe("lucky draw rules", () => {
  it("tells the state from the entry window and the run", () => {
    const d = { entryStartAt: new Date(100), entryEndAt: new Date(200), announceAt: new Date(300), drawnAt: null };
    expect([50, 100, 199, 200, 400].map((t) => drawState(d, new Date(t)))).toEqual([
      "UPCOMING",
      "OPEN",
      "OPEN",
      "CLOSED",
      "CLOSED",
    ]);
    expect(drawState({ ...d, drawnAt: new Date(300) }, new Date(400))).toBe("DRAWN");
  });

  it("counts age in whole years (만 나이) and refuses minors, non-paid and lower grades", () => {
    expect(ageOn("20071128", "2026-11-27")).toBe(18);
    expect(ageOn("20071128", "2026-11-28")).toBe(19);
    expect(ineligibility({ ...base, birthday: "20080101" }, "2026-11-28")).toBe("NOT_ADULT");
    expect(ineligibility({ ...base, paidOnly: true }, "2026-11-28")).toBe("PAID_ONLY");
    expect(ineligibility({ ...base, paidOnly: true, isPaid: true }, "2026-11-28")).toBeNull();
    expect(ineligibility({ ...base, gradeStart: 300_000, minGradeStart: 1_000_000 }, "2026-11-28")).toBe("GRADE");
    expect(ineligibility({ ...base, gradeStart: 1_000_000, minGradeStart: 1_000_000 }, "2026-11-28")).toBeNull();
    expect(ineligibility({ ...base, birthday: null }, "2026-11-28")).toBeNull();
  });

  it("gives N winners, then R reserves, then losers, and never more roles than entries", () => {
    expect(rolesOf(5, 2, 2)).toEqual(["WINNER", "WINNER", "RESERVE", "RESERVE", "LOST"]);
    expect(rolesOf(2, 3, 2)).toEqual(["WINNER", "WINNER"]);
    expect(rolesOf(0, 1, 1)).toEqual([]);
  });

  it("shuffles uniformly: every entry wins the first place about equally often", () => {
    const counts = [0, 0, 0, 0];
    const n = 8000;
    for (let i = 0; i < n; i++) counts[cryptoShuffle([0, 1, 2, 3])[0]!]! += 1;
    // χ² with 3 degrees of freedom; 16.27 is the 0.1% critical value.
    const chi = counts.reduce((s, c) => s + (c - n / 4) ** 2 / (n / 4), 0);
    expect(chi).toBeLessThan(16.27);
    expect(cryptoShuffle([1, 2, 3]).sort()).toEqual([1, 2, 3]);
  });
});
