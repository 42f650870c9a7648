import type { ProductSummary } from "@cellar/contracts/client";
import { describe, expect, it } from "vitest";
import { addWord, checkPhotoFiles, checkPostForm, emptyForm, toWriteInput } from "./post-form";

const now = new Date("2026-11-27T12:00:00Z");

describe("post form rules", () => {
  it("needs text, at most 2000 characters", () => {
    expect(checkPostForm(emptyForm("drink"), now)).toEqual(["textRequired"]);
    expect(checkPostForm({ ...emptyForm("drink"), text: "   " }, now)).toEqual(["textRequired"]);
    expect(checkPostForm({ ...emptyForm("drink"), text: "가".repeat(2001) }, now)).toEqual(["textTooLong"]);
    expect(checkPostForm({ ...emptyForm("drink"), text: "가".repeat(2000) }, now)).toEqual([]);
  });

  it("checks a play post's poll: question, 2–6 distinct options, a closing time ahead", () => {
    const form = { ...emptyForm("play"), text: "투표" };
    expect(checkPostForm(form, now)).toEqual(["pollQuestion", "pollOptions"]);
    const poll = { question: "무엇을?", options: ["와인", "와인"], closesAt: "" };
    expect(checkPostForm({ ...form, poll }, now)).toEqual(["pollOptionRepeated"]);
    const seven = { ...poll, options: ["1", "2", "3", "4", "5", "6", "7"] };
    expect(checkPostForm({ ...form, poll: seven }, now)).toEqual(["pollOptions"]);
    const past = { ...poll, options: ["가", "나"], closesAt: "2026-11-01T10:00" };
    expect(checkPostForm({ ...form, poll: past }, now)).toEqual(["pollClosesAt"]);
    expect(checkPostForm({ ...form, poll: { ...past, closesAt: "" } }, now)).toEqual([]);
  });

  it("builds the request: rating and words only on drink, the poll only when new", () => {
    const product = { itemCd: "W1" } as ProductSummary;
    const drink = { ...emptyForm("drink"), text: " 맛있어요 ", rating: 4, tastingWords: ["체리"], products: [product] };
    expect(toWriteInput(drink, false)).toMatchObject({
      text: "맛있어요",
      rating: 4,
      tastingWords: ["체리"],
      itemCds: ["W1"],
    });
    expect(toWriteInput({ ...drink, board: "love" }, false)).toMatchObject({ rating: null, tastingWords: [] });
    const play = { ...emptyForm("play"), text: "t", poll: { question: "q", options: ["a", " ", "b"], closesAt: "" } };
    expect(toWriteInput(play, false).poll).toEqual({ question: "q", options: ["a", "b"], closesAt: null });
    expect(toWriteInput(play, true).poll).toBeNull();
  });

  it("adds tasting words once, without '#', up to five", () => {
    expect(addWord([], " #체리 ")).toEqual(["체리"]);
    expect(addWord(["체리"], "체리")).toEqual(["체리"]);
    expect(addWord(["1", "2", "3", "4", "5"], "6")).toHaveLength(5);
  });

  it("accepts image files within the size and count limits", () => {
    const jpg = new File(["x"], "a.jpg", { type: "image/jpeg" });
    const gif = new File(["x"], "a.gif", { type: "image/gif" });
    expect(checkPhotoFiles([jpg, gif], 0)).toEqual({ accepted: [jpg], problem: "photoType" });
    expect(checkPhotoFiles([jpg, jpg], 9)).toEqual({ accepted: [jpg], problem: "tooManyPhotos" });
  });
});
