import { REVIEW_LIMITS } from "@cellar/contracts/client";
import { describe, expect, it } from "vitest";
import { canSubmitReview, checkPhotos } from "./photo-check";

const jpeg = (size = 1000) => ({ type: "image/jpeg", size });

describe("checkPhotos", () => {
  it("accepts JPEG, PNG and WEBP within 5 MB", () => {
    const files = [jpeg(), { type: "image/png", size: 10 }, { type: "image/webp", size: REVIEW_LIMITS.maxPhotoBytes }];
    expect(checkPhotos(files, 0)).toEqual({ accepted: [0, 1, 2], problem: null });
  });
  it("refuses other types and files over 5 MB, keeping the good ones", () => {
    const files = [{ type: "image/gif", size: 10 }, jpeg(REVIEW_LIMITS.maxPhotoBytes + 1), jpeg()];
    expect(checkPhotos(files, 0)).toEqual({ accepted: [2], problem: "badType" });
    expect(checkPhotos([jpeg(REVIEW_LIMITS.maxPhotoBytes + 1)], 0)).toEqual({ accepted: [], problem: "tooBig" });
    expect(checkPhotos([{ type: "application/pdf", size: 1 }], 0).problem).toBe("badType");
  });
  it("stops at five photos counting those already attached", () => {
    expect(checkPhotos([jpeg(), jpeg(), jpeg()], 3)).toEqual({ accepted: [0, 1], problem: "tooMany" });
    expect(checkPhotos([jpeg()], 5)).toEqual({ accepted: [], problem: "tooMany" });
  });
});

describe("canSubmitReview", () => {
  it("needs a rating, 10 to 1000 characters (trimmed) and no upload running", () => {
    expect(canSubmitReview(5, "아주 맛있는 와인이었어요", false)).toBe(true);
    expect(canSubmitReview(0, "아주 맛있는 와인이었어요", false)).toBe(false);
    expect(canSubmitReview(4, "   짧아요        ", false)).toBe(false);
    expect(canSubmitReview(4, "가".repeat(1001), false)).toBe(false);
    expect(canSubmitReview(4, "아주 맛있는 와인이었어요", true)).toBe(false);
  });
});
