import { FAQ_CATEGORIES, type FaqCategory, NOTICE_CATEGORIES, type NoticeCategory } from "@cellar/contracts/client";

/** A category from the URL, or null (all) for anything else. */
export const readNoticeCategory = (v: string | null): NoticeCategory | null =>
  (NOTICE_CATEGORIES as readonly string[]).includes(v ?? "") ? (v as NoticeCategory) : null;

export const readFaqCategory = (v: string | null): FaqCategory | null =>
  (FAQ_CATEGORIES as readonly string[]).includes(v ?? "") ? (v as FaqCategory) : null;

/** The FAQ search words from the URL: trimmed, spaces collapsed, at most 50 characters. */
export const readKeyword = (v: string | null): string => (v ?? "").replace(/\s+/g, " ").trim().slice(0, 50);

/** A positive whole number from the URL (noticeNo, eventNo), or 0. */
export const readNumber = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
};
