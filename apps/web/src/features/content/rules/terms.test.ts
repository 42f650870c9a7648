import type { Term } from "@cellar/contracts/client";
import { describe, expect, it } from "vitest";
import { groupTerms } from "./terms";

const term = (stplatRegNo: string, ver: string, inForce: boolean): Term => ({
  stplatRegNo,
  ver,
  title: stplatRegNo,
  content: "",
  requiredYn: "Y",
  effectiveDe: "2026-01-01",
  sortOrdr: 1,
  agreeAt: "JOIN",
  inForce,
});

describe("groupTerms", () => {
  it("keeps the documents' order and puts each one's version in force first", () => {
    const docs = groupTerms([term("ST001", "1.0", false), term("ST001", "1.1", true), term("ST006", "1.1", true)]);
    expect(docs.map((d) => [d.stplatRegNo, d.current.ver, d.versions.map((v) => v.ver)])).toEqual([
      ["ST001", "1.1", ["1.1", "1.0"]],
      ["ST006", "1.1", ["1.1"]],
    ]);
  });
});
