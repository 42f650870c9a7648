import type {
  Faq,
  FaqCategory,
  faqWriteSchema,
  Notice,
  NoticeCategory,
  NoticePage,
  NoticeSummary,
  noticeWriteSchema,
} from "@cellar/contracts";
import type { z } from "zod";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { sanitizeRichContent } from "../../app/rich-content";
import type * as ContentRepository from "./content.repository";

export type ContentDeps = { repo: typeof ContentRepository; db: Db; clock: Clock };
type Page = { pageNo: number; pageSize: number };

export const isoTime = (v: Date | string) => new Date(v).toISOString();
export const totalPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The words of a search: split on spaces, at most 5, each searched anywhere (Korean partial words too). */
export const searchWords = (keyword: string | undefined) => (keyword ?? "").split(/\s+/).filter(Boolean).slice(0, 5);

/** An answer's text without its tags, for the search (entities decoded enough for Korean text). */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const toNoticeSummary = (r: ContentRepository.NoticeRow): NoticeSummary => ({
  noticeNo: r.noticeNo,
  category: r.category,
  title: r.title,
  pinned: r.pinned,
  publishedAt: isoTime(r.publishedAt),
});

export async function listNotices(
  deps: ContentDeps,
  query: Page & { category?: NoticeCategory | undefined },
): Promise<NoticePage> {
  const { rows, total } = await deps.repo.pageNotices(deps.db, query.category, query);
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCnt: total,
    totalPages: totalPages(total, query.pageSize),
    list: rows.map(toNoticeSummary),
  };
}

/** A published notice; an unknown or unpublished one answers CNT0001. */
export async function noticeDetail(deps: ContentDeps, noticeNo: number, withUnpublished = false): Promise<Notice> {
  const row = await deps.repo.findNotice(deps.db, noticeNo);
  if (!row || (!row.published && !withUnpublished)) throw new AppError("noticeNotFound");
  return { ...toNoticeSummary(row), contentHtml: row.contentHtml ?? "" };
}

const toFaq = (r: ContentRepository.FaqRow): Faq => ({
  faqNo: r.faqNo,
  category: r.category as FaqCategory,
  question: r.question,
  answerHtml: r.answerHtml,
  pinned: r.pinned,
});

export async function listFaqs(
  deps: ContentDeps,
  query: { category?: FaqCategory | undefined; keyword?: string | undefined },
): Promise<Faq[]> {
  return (await deps.repo.listFaqs(deps.db, query.category, searchWords(query.keyword))).map(toFaq);
}

// ── store side ────────────────────────────────────────────────────────────────────────────────────
type NoticeInput = z.output<typeof noticeWriteSchema>;
type FaqInput = z.output<typeof faqWriteSchema>;
type StateInput = { pinned?: boolean | undefined; published?: boolean | undefined };

const stateOf = (v: StateInput) => ({
  ...(v.pinned === undefined ? {} : { pinned: v.pinned }),
  ...(v.published === undefined ? {} : { published: v.published }),
});

export async function createNotice(deps: ContentDeps, input: NoticeInput): Promise<Notice> {
  const noticeNo = await deps.repo.insertNotice(deps.db, {
    ...input,
    contentHtml: sanitizeRichContent(input.contentHtml),
  });
  return noticeDetail(deps, noticeNo, true);
}

export async function updateNotice(deps: ContentDeps, noticeNo: number, input: NoticeInput): Promise<Notice> {
  const done = await deps.repo.updateNotice(deps.db, noticeNo, {
    ...input,
    contentHtml: sanitizeRichContent(input.contentHtml),
  });
  if (!done) throw new AppError("noticeNotFound");
  return noticeDetail(deps, noticeNo, true);
}

export async function setNoticeState(deps: ContentDeps, noticeNo: number, state: StateInput) {
  const done = await deps.repo.updateNotice(deps.db, noticeNo, stateOf(state));
  if (!done) throw new AppError("noticeNotFound");
  return done;
}

export async function createFaq(deps: ContentDeps, input: FaqInput): Promise<Faq> {
  const answerHtml = sanitizeRichContent(input.answerHtml);
  return toFaq(await deps.repo.insertFaq(deps.db, { ...input, answerHtml, answerText: htmlText(answerHtml) }));
}

export async function updateFaq(deps: ContentDeps, faqNo: number, input: FaqInput): Promise<Faq> {
  const answerHtml = sanitizeRichContent(input.answerHtml);
  const row = await deps.repo.updateFaq(deps.db, faqNo, { ...input, answerHtml, answerText: htmlText(answerHtml) });
  if (!row) throw new AppError("faqNotFound");
  return toFaq(row);
}

export async function setFaqState(deps: ContentDeps, faqNo: number, state: StateInput) {
  const row = await deps.repo.updateFaq(deps.db, faqNo, stateOf(state));
  if (!row) throw new AppError("faqNotFound");
  return { pinned: row.pinned, published: row.published };
}
