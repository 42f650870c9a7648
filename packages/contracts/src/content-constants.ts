/**
 * The chain's own content (issue 21): notices, FAQ and events. Zod-free, so the web bundle can use
 * the values (category chips, status tabs) without the schemas. Texts live in the web's i18n.
 */

/** Notice categories (공지, 이벤트, 배송, 매장). */
export const NOTICE_CATEGORIES = ["NOTICE", "EVENT", "DELIVERY", "STORE"] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** FAQ categories (회원, 주문·결제, 배송·픽업, 반품·교환, 멤버십·쿠폰, 와인킵). */
export const FAQ_CATEGORIES = ["MEMBER", "ORDER", "DELIVERY", "RETURN", "MEMBERSHIP", "WINE_KEEP"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** What kind of event: a tasting, a class or a store event. */
export const EVENT_KINDS = ["TASTING", "CLASS", "STORE"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The event list's tabs: running now (open), opening later (upcoming), over (closed). */
export const EVENT_STATUSES = ["OPEN", "UPCOMING", "CLOSED"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Where an event's sign-up stands now: NONE (the event takes none), NOT_YET (opens later), OPEN,
 * FULL (no seat left), CLOSED (past the deadline).
 */
export const SIGNUP_STATES = ["NONE", "NOT_YET", "OPEN", "FULL", "CLOSED"] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** Where a terms document is agreed to: at sign-up (the join page lists these) or on the order sheet. */
export const TERMS_AGREE_AT = ["JOIN", "ORDER"] as const;
export type TermsAgreeAt = (typeof TERMS_AGREE_AT)[number];

/** The order sheet's purchase terms (its "view the terms" link opens this document). */
export const ORDER_TERMS_ID = "ST006";

export const CONTENT_LIMITS = {
  /** Longest FAQ search text. */
  maxKeyword: 50,
  /** Largest rich HTML body the store side may send (characters). */
  maxHtml: 100_000,
  maxTitle: 200,
  maxCapacity: 10_000,
} as const;
