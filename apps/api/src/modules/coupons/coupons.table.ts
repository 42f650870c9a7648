import type { CouponBenefit } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

/** A coupon as the marketing team defines it; members receive copies (coupon_publications). */
export const couponDefinitions = pgTable(
  "coupon_definitions",
  {
    cpnCd: text("cpn_cd").primaryKey(),
    couponName: text("coupon_name").notNull(),
    /** FIXED_RATE (percent) | FLAT_RATE (won). */
    discountType: text("discount_type").notNull(),
    /** Null for a benefit-only coupon (the benefit name is shown instead). */
    discountValue: integer("discount_value"),
    /** 전체 | 온라인 | 오프라인 */
    couponUseSe: text("coupon_use_se").notNull(),
    /** Class code; 80, 90, 100 and 110 are for paid members only. */
    clssfcOfCponApplc: text("clssfc_of_cpon_applc").notNull(),
    benefits: jsonb("benefits").$type<CouponBenefit[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("coupon_definitions_type_ck", sql`${t.discountType} in ('FIXED_RATE', 'FLAT_RATE')`),
    check("coupon_definitions_use_se_ck", sql`${t.couponUseSe} in ('전체', '온라인', '오프라인')`),
    check("coupon_definitions_value_ck", sql`${t.discountValue} is null or ${t.discountValue} > 0`),
  ],
);

/** One coupon in a member's coupon box. */
export const couponPublications = pgTable(
  "coupon_publications",
  {
    cpnIssuNo: text("cpn_issu_no").primaryKey(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    cpnCd: text("cpn_cd")
      .notNull()
      .references(() => couponDefinitions.cpnCd),
    /** Barcode number for offline and all-channel coupons. */
    couponPublishNo: text("coupon_publish_no").unique(),
    validStartDate: date("valid_start_date", { mode: "string" }).notNull(),
    validEndDate: date("valid_end_date", { mode: "string" }).notNull(),
    /** ISSUED | USED | WITHDRAWN; expiry follows from the dates. */
    status: text("status").notNull().default("ISSUED"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The order that used it (checkout). */
    usedOrderNo: text("used_order_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupon_publications_member_idx").on(t.mberNo, t.validEndDate),
    check("coupon_publications_status_ck", sql`${t.status} in ('ISSUED', 'USED', 'WITHDRAWN')`),
    check("coupon_publications_used_ck", sql`(${t.status} = 'USED') = (${t.usedAt} is not null)`),
  ],
);
