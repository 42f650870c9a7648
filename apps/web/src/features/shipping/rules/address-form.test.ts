import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS_FORM, formProblem, inputOf, withHit } from "./address-form";

const hit = {
  zip: "06236",
  roadAddr: "서울특별시 강남구 테헤란로 152",
  roadAddrRef: "(역삼동, 강남파이낸스센터)",
  jibunAddr: "서울특별시 강남구 역삼동 737",
  bldNm: "강남파이낸스센터",
};

describe("address form", () => {
  it("takes the postcode and road-name address (with its reference) from a search result and clears the detail", () => {
    const form = withHit({ ...EMPTY_ADDRESS_FORM, detailAddr: "예전 호수" }, hit);
    expect(form).toMatchObject({
      zip: "06236",
      baseAddr: "서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)",
      roadAddr: "서울특별시 강남구 테헤란로 152",
      detailAddr: "",
    });
    expect(withHit(EMPTY_ADDRESS_FORM, { ...hit, roadAddrRef: "" }).baseAddr).toBe(hit.roadAddr);
  });

  it("names the first field that keeps it from being saved, in the order of the screen", () => {
    const full = {
      ...withHit(EMPTY_ADDRESS_FORM, hit),
      addrNm: " 집 ",
      receiverNm: "김셀러",
      receiverMobileNum: "01012345678",
      detailAddr: "12층",
    };
    expect(formProblem(full)).toBeNull();
    expect(formProblem({ ...full, addrNm: "  " })).toBe("addrNm");
    expect(formProblem({ ...full, receiverNm: "" })).toBe("receiverNm");
    expect(formProblem({ ...full, receiverMobileNum: "0212345678" })).toBe("mobile");
    expect(formProblem({ ...full, zip: "", baseAddr: "" })).toBe("address");
    expect(formProblem({ ...full, detailAddr: " " })).toBe("detailAddr");
    expect(inputOf(full).addrNm).toBe("집");
  });
});
