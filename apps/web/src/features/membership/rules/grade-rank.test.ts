import { describe, expect, it } from "vitest";
import { gradeRank } from "./grade-rank";

describe("gradeRank", () => {
  it("maps the four grade names to their rank style", () => {
    expect(gradeRank("Silver")).toBe("silver");
    expect(gradeRank("Gold")).toBe("gold");
    expect(gradeRank("BLACK")).toBe("black");
    expect(gradeRank(" VIP ")).toBe("vip");
  });
  it("gives no style to other or missing names", () => {
    expect(gradeRank("Bronze")).toBeNull();
    expect(gradeRank(null)).toBeNull();
  });
});
