import { describe, expect, it } from "vitest";
import { PAID_ONLY_COUPON_CLASSES, STAMP_TRANSACTION_TYPES } from "./benefits-constants";
import { couponPageQuerySchema } from "./coupons";
import { paidMembershipPayRequestSchema, paymentConfirmRequestSchema, prepaidChargeRequestSchema } from "./paid";
import { endpointUrl } from "./routes";

describe("benefit contracts", () => {
  it("builds the spec's paths", () => {
    expect(endpointUrl("couponPublishPage")).toBe("/user-api/v1.0.0/api/membership/coupon/publish/pagination");
    expect(endpointUrl("ordersGnb")).toBe("/commerce-api/v1.0.0/api/orders/pages/gnb");
    expect(endpointUrl("isPaidMber")).toBe("/user-api/v1.0.0/api/membership/isPaidMber");
    expect(endpointUrl("couponDetail", { cpnIssuNo: "CI 1" })).toBe(
      "/user-api/v1.0.0/api/membership/coupon/detail/CI%201",
    );
  });

  it("reads coupon paging from query strings with defaults, naming the bad field", () => {
    expect(couponPageQuerySchema.parse({ searchType: "AVAILABLE" })).toMatchObject({
      pageNo: 1,
      size: 10,
      orderColId: "deadline",
      orderType: "ASC",
    });
    expect(couponPageQuerySchema.parse({ searchType: "USED", pageNo: "3", size: "20" })).toMatchObject({
      pageNo: 3,
      size: 20,
    });
    const bad = couponPageQuerySchema.safeParse({ searchType: "AVAILABLE", size: "0" });
    expect(bad.error?.issues[0]?.path).toEqual(["size"]);
    expect(bad.error?.issues[0]?.message).toContain("size");
  });

  it("keeps payment return paths on this site", () => {
    expect(paidMembershipPayRequestSchema.safeParse({ returnPath: "/membershipPay?tab=paid" }).success).toBe(true);
    for (const returnPath of ["https://evil.example", "//evil.example", "membershipPay", "/\\evil"]) {
      expect(paidMembershipPayRequestSchema.safeParse({ returnPath }).success).toBe(false);
    }
  });

  it("takes the confirm amount from the return query string and checks top-up amounts", () => {
    expect(paymentConfirmRequestSchema.parse({ paymentKey: "k", orderNo: "P1", amount: "30000" }).amount).toBe(30_000);
    expect(prepaidChargeRequestSchema.safeParse({ amount: 10_500, returnPath: "/x" }).success).toBe(false);
    expect(prepaidChargeRequestSchema.safeParse({ amount: 50_000, returnPath: "/x" }).success).toBe(true);
  });

  it("lists the spec's eleven stamp types and four paid-only classes", () => {
    expect(STAMP_TRANSACTION_TYPES).toHaveLength(11);
    expect(PAID_ONLY_COUPON_CLASSES).toEqual(["80", "90", "100", "110"]);
  });
});
