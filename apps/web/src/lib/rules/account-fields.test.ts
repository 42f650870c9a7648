import { describe, expect, it } from "vitest";
import { checkPassword, isEmailValid, isLoginIdValid, isNicknameValid, isPasswordValid } from "./account-fields";

const failed = (password: string, loginId?: string) =>
  checkPassword(password, loginId)
    .filter((c) => !c.ok)
    .map((c) => c.rule);

describe("password rules", () => {
  it("accepts the demo password and lists every rule it meets", () => {
    expect(failed("Cellar!2345")).toEqual([]);
    expect(isPasswordValid("Cellar!2345", "newbie")).toBe(true);
  });

  it("names each broken rule while typing", () => {
    expect(failed("")).toEqual(["length", "letter", "digit", "special", "noRepeat", "notLoginId"]);
    expect(failed("abc")).toEqual(["length", "digit", "special"]);
    expect(failed("abcdefg1!")).toEqual([]);
    expect(failed("aaab1234!")).toEqual(["noRepeat"]);
    expect(failed("x".repeat(8) + "1!")).toContain("noRepeat");
    expect(failed("Abcdefghij1234567890!")).toEqual(["length"]);
    expect(failed("wine1234!", "wine")).toEqual(["notLoginId"]);
    expect(failed("WINE1234!", "wine")).toEqual(["notLoginId"]);
  });

  it("refuses spaces", () => {
    expect(isPasswordValid("Cellar !2345")).toBe(false);
  });

  it("checks login id, email and nickname shapes", () => {
    expect(isLoginIdValid("newbie01")).toBe(true);
    expect(isLoginIdValid("1newbie")).toBe(false);
    expect(isLoginIdValid("abc")).toBe(false);
    expect(isLoginIdValid("New")).toBe(false);
    expect(isEmailValid("a@b.kr")).toBe(true);
    expect(isEmailValid("a@b")).toBe(false);
    expect(isNicknameValid("와인러버")).toBe(true);
    expect(isNicknameValid("a")).toBe(false);
    expect(isNicknameValid("nick name")).toBe(false);
  });
});
