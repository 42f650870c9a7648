import { describe, expect, it } from "vitest";
import { SEED_REVIEW_TEXTS } from "../../app/seed/catalogue/review-data";
import { seedPhotoPng } from "../../app/seed/catalogue/review-photos";
import { reviewText } from "../../app/seed/catalogue/reviews";
import { sniffImageType } from "./review-photos";
import { maskWriter, toReview } from "./reviews-view";

describe("review view", () => {
  it("masks the writer after at most two characters, always hiding something", () => {
    expect(maskWriter("와인러버")).toBe("와인**");
    expect(maskWriter("하늘빛")).toBe("하늘**");
    expect(maskWriter("김민")).toBe("김**");
    expect(maskWriter("김")).toBe("*");
    expect(maskWriter("")).toBe("*");
    expect(maskWriter("Wine Lover")).toBe("Wi**");
  });

  it("answers ISO times, numeric ratings, photo addresses and whose review it is", () => {
    const row = {
      reviewNo: "RV1",
      itemCd: "W0005",
      mberNo: "M1",
      rating: 4,
      content: "좋아요 좋아요 좋아요",
      status: "VISIBLE",
      createdAt: "2026-11-01 10:00:00+00",
      writerNm: "셀러크루",
      photoIds: ["RPabc"],
    };
    const review = toReview(row, "M1");
    expect(review).toMatchObject({ writerNm: "셀러**", mine: true, createdAt: "2026-11-01T10:00:00.000Z" });
    expect(review.photos).toEqual([{ fileId: "RPabc", url: "/product-api/v1.0.0/api/reviews/photos/RPabc" }]);
    expect(toReview(row, null).mine).toBe(false);
    expect(toReview(row, "M2").mine).toBe(false);
  });
});

describe("review seed", () => {
  it("draws real PNGs", () => {
    for (let i = 0; i < 6; i++) expect(sniffImageType(seedPhotoPng(i))).toBe("image/png");
  });

  it("picks a text fitting the product class and rating, of a valid length", () => {
    for (const cls of Object.keys(SEED_REVIEW_TEXTS)) {
      for (let rating = 1; rating <= 5; rating++) {
        const text = reviewText(cls, rating, 7);
        expect(text.length).toBeGreaterThanOrEqual(10);
        const floor = SEED_REVIEW_TEXTS[cls]!.find(([, t]) => t === text)![0];
        if (rating >= 3) expect(floor).toBeLessThanOrEqual(rating);
      }
    }
    expect(SEED_REVIEW_TEXTS["10"]!.map(([, t]) => t)).toContain(reviewText("99", 5, 1));
  });
});
