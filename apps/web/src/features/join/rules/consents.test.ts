import { describe, expect, it } from "vitest";
import { allChannels, isAllAgreed, NO_CHANNELS, requiredAgreed, toAgreTyList } from "./consents";

describe("consents", () => {
  const terms = [
    { stplatRegNo: "T1", required: true },
    { stplatRegNo: "T2", required: false },
  ];

  it("sends every channel with Y or N", () => {
    expect(toAgreTyList({ ...NO_CHANNELS, "02": true })).toEqual([
      { agreRecptnTyCode: "01", recptnAtSeCode: "N" },
      { agreRecptnTyCode: "02", recptnAtSeCode: "Y" },
      { agreRecptnTyCode: "03", recptnAtSeCode: "N" },
      { agreRecptnTyCode: "04", recptnAtSeCode: "N" },
      { agreRecptnTyCode: "09", recptnAtSeCode: "N" },
    ]);
  });

  it("is all-agreed only with every term and channel, and required-agreed with the required ones", () => {
    expect(isAllAgreed(terms, { T1: true, T2: true }, allChannels(true))).toBe(true);
    expect(isAllAgreed(terms, { T1: true, T2: true }, { ...allChannels(true), "09": false })).toBe(false);
    expect(isAllAgreed(terms, { T1: true }, allChannels(true))).toBe(false);
    expect(requiredAgreed(terms, { T1: true })).toBe(true);
    expect(requiredAgreed(terms, { T2: true })).toBe(false);
  });
});
