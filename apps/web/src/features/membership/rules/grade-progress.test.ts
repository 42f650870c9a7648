import { describe, expect, it } from "vitest";
import { gradeProgress } from "./grade-progress";

describe("gradeProgress", () => {
  it("measures from the current grade's start to the next grade's start", () => {
    expect(
      gradeProgress({
        gradRegPoint: 650_000,
        gradStartPoint: 300_000,
        nextGradRegNm: "Black",
        nextGradRegPoint: 1_000_000,
      }),
    ).toEqual({ next: "Black", remaining: 350_000, percent: 50 });
  });
  it("clamps past the next start and below the current start", () => {
    expect(
      gradeProgress({
        gradRegPoint: 1_200_000,
        gradStartPoint: 300_000,
        nextGradRegNm: "Black",
        nextGradRegPoint: 1_000_000,
      }),
    ).toEqual({ next: "Black", remaining: 0, percent: 100 });
    expect(
      gradeProgress({ gradRegPoint: 0, gradStartPoint: 300_000, nextGradRegNm: "Black", nextGradRegPoint: 1_000_000 })
        .percent,
    ).toBe(0);
  });
  it("has no next grade at the top", () => {
    expect(
      gradeProgress({
        gradRegPoint: 5_000_000,
        gradStartPoint: 3_000_000,
        nextGradRegNm: null,
        nextGradRegPoint: null,
      }),
    ).toEqual({ next: null, remaining: 0, percent: 100 });
  });
});
