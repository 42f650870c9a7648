import { describe, expect, it } from "vitest";
import {
  ageOnDay,
  checkPassword,
  isLunarBirthday,
  isPasswordValid,
  maskLoginId,
  passwordProblemKo,
} from "./account-rules";
import { joinRequestSchema } from "./join";

describe("password rules", () => {
  it("needs 8-20 characters with letters, digits and symbols, without the login id", () => {
    expect(isPasswordValid("Cellar!2345")).toBe(true);
    expect(isPasswordValid("Ab1!")).toBe(false);
    expect(isPasswordValid("abcdefgh12")).toBe(false);
    expect(isPasswordValid("abcdefgh!!")).toBe(false);
    expect(isPasswordValid("Abcdefgh1!aaaaaaaaaaaa")).toBe(false);
    expect(isPasswordValid("wine!lover1", "lover")).toBe(false);
    expect(isPasswordValid("has space1!")).toBe(false);
    expect(checkPassword("aaa1!bcdef").find((c) => c.rule === "noRepeat")?.ok).toBe(false);
    expect(passwordProblemKo("short1!")).toContain("8~20자");
  });
});

describe("age and masking", () => {
  it("counts the birthday as reached on the day itself", () => {
    expect(ageOnDay("20081122", "20261122")).toBe(18);
    expect(ageOnDay("20081123", "20261122")).toBe(17);
    expect(ageOnDay("20080230", "20261122")).toBeNull();
    expect(ageOnDay("2008", "20261122")).toBeNull();
  });

  it("hides all but the first two characters", () => {
    expect(maskLoginId("demo")).toBe("de**");
    expect(maskLoginId("winelover7")).toBe("wi********");
    expect(maskLoginId("abc")).toBe("a**");
  });
});

describe("join schema", () => {
  const base = {
    certToken: "t",
    loginId: "newwine1",
    email: "New@Cellar.example",
    loginPassword: "Vino#2026x",
    confirmPassword: "Vino#2026x",
    arrMberAgre: [{ agreRegNo: "ST001", ver: "1.0", agreSeCode: "Y" }],
  };

  it("fills the defaults of SPEC §3 and lower-cases the email", () => {
    const v = joinRequestSchema.parse(base);
    expect(v).toMatchObject({
      scrbcoursTyCode: "02",
      srdSeCode: "01",
      frgnrSeCode: "01",
      mberTyCode: "01",
      cardAutoCode: "Y",
      cardIssuTyCode: "I",
      email: "new@cellar.example",
      arrTel: [],
      arrAgreTy: [],
    });
    expect(joinRequestSchema.parse({ ...base, nickName: "", rlBirthday: "" })).toMatchObject({
      nickName: null,
      rlBirthday: null,
    });
  });

  it("names the broken password rule and the confirmation mismatch", () => {
    const r = joinRequestSchema.safeParse({ ...base, loginPassword: "newwine1!A", confirmPassword: "x" });
    expect(r.success).toBe(false);
    const issues = r.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["loginPassword", "비밀번호에 아이디를 포함할 수 없습니다"]);
    expect(issues).toContainEqual(["confirmPassword", "비밀번호가 일치하지 않습니다"]);
  });
});

describe("isLunarBirthday (decision 440)", () => {
  it("takes a lunar date of the certified birthday's year (not after it) or the year before", () => {
    expect(isLunarBirthday("19880327", "19880512")).toBe(true);
    expect(isLunarBirthday("19871230", "19880125")).toBe(true);
    expect(isLunarBirthday("19880512", "19880512")).toBe(true);
    expect(isLunarBirthday("19880601", "19880512")).toBe(false);
    expect(isLunarBirthday("19860327", "19880512")).toBe(false);
    expect(isLunarBirthday("19890101", "19880512")).toBe(false);
  });

  it("checks the form alone without a birthday: month 1-12, day 1-30 (lunar months)", () => {
    expect(isLunarBirthday("19880230")).toBe(true);
    expect(isLunarBirthday("19880231")).toBe(false);
    expect(isLunarBirthday("19881301")).toBe(false);
    expect(isLunarBirthday("19880000")).toBe(false);
    expect(isLunarBirthday("1988-3-27")).toBe(false);
  });
});
