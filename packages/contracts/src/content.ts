import { z } from "zod";
import {
  CONTENT_LIMITS,
  EVENT_KINDS,
  EVENT_STATUSES,
  FAQ_CATEGORIES,
  NOTICE_CATEGORIES,
  SIGNUP_STATES,
  TERMS_AGREE_AT,
} from "./content-constants";
import { requiredString } from "./fields";
import { intInput } from "./input-rules";
import { pagedSchema, positiveInt } from "./paging";

const html = (field: string) =>
  requiredString(field).max(CONTENT_LIMITS.maxHtml, `${field} must be at most ${CONTENT_LIMITS.maxHtml} characters`);
const title = (field: string) =>
  requiredString(field).max(CONTENT_LIMITS.maxTitle, `${field} must be at most ${CONTENT_LIMITS.maxTitle} characters`);
/** An ISO date-time with its offset (e.g. 2026-12-05T15:00:00+09:00). */
const isoTime = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` });
const noticeCategory = z.enum(NOTICE_CATEGORIES, { error: `category must be one of ${NOTICE_CATEGORIES.join(", ")}` });
const faqCategory = z.enum(FAQ_CATEGORIES, { error: `category must be one of ${FAQ_CATEGORIES.join(", ")}` });

// ── notices ───────────────────────────────────────────────────────────────────────────────────────
export const noticeListQuerySchema = z.object({
  category: noticeCategory.optional(),
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 50).default(20),
});
export const noticeSummarySchema = z.object({
  noticeNo: z.number().int(),
  category: z.enum(NOTICE_CATEGORIES),
  title: z.string(),
  pinned: z.boolean(),
  /** ISO time it was first published. */
  publishedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
export const noticePageSchema = pagedSchema(noticeSummarySchema);
export type NoticePage = z.infer<typeof noticePageSchema>;
export const noticeSchema = noticeSummarySchema.extend({
  /** Rich HTML, sanitised when stored (and again where shown). */
  contentHtml: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

// ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────
export const faqListQuerySchema = z.object({
  category: faqCategory.optional(),
  /** Words searched in the question and the answer (each word, anywhere, also inside a word). */
  keyword: z
    .string()
    .trim()
    .max(CONTENT_LIMITS.maxKeyword, `keyword must be at most ${CONTENT_LIMITS.maxKeyword} characters`)
    .optional(),
});
export const faqSchema = z.object({
  faqNo: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  /** Rich HTML. */
  answerHtml: z.string(),
  pinned: z.boolean(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.array(faqSchema);

// ── events ────────────────────────────────────────────────────────────────────────────────────────
export const eventListQuerySchema = z.object({
  status: z.enum(EVENT_STATUSES, { error: `status must be one of ${EVENT_STATUSES.join(", ")}` }).default("OPEN"),
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 50).default(10),
});
export const eventSummarySchema = z.object({
  eventNo: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  /** Where it takes place (a store, a room). */
  place: z.string(),
  /** ISO times: shown and open for sign-up from `openAt`; the event itself runs `startAt`–`endAt`. */
  openAt: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Last moment to sign up or cancel; null when the event takes no sign-up. */
  deadlineAt: z.string().nullable(),
  /** Seats; null when the event takes no sign-up. */
  capacity: z.number().int().nullable(),
  signupCount: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  status: z.enum(EVENT_STATUSES),
  signupState: z.enum(SIGNUP_STATES),
  /** The signed-in member has a seat (false for a guest). */
  signedUp: z.boolean(),
  pinned: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventPageSchema = pagedSchema(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;
export const eventSchema = eventSummarySchema.extend({
  /** Rich HTML; may embed a video (an allow-listed iframe). */
  contentHtml: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

// ── store side (mngr-api, header x-mngr-key) ──────────────────────────────────────────────────────
const flags = {
  pinned: z.boolean().default(false),
  published: z.boolean().default(true),
};
export const noticeWriteSchema = z.object({
  category: noticeCategory,
  title: title("title"),
  contentHtml: html("contentHtml"),
  ...flags,
});
export type NoticeWrite = z.input<typeof noticeWriteSchema>;
export const faqWriteSchema = z.object({
  category: faqCategory,
  question: title("question"),
  answerHtml: html("answerHtml"),
  ...flags,
});
export type FaqWrite = z.input<typeof faqWriteSchema>;
export const eventWriteSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { error: `kind must be one of ${EVENT_KINDS.join(", ")}` }),
    title: title("title"),
    summary: z.string().trim().max(300, "summary must be at most 300 characters").default(""),
    contentHtml: html("contentHtml"),
    place: title("place"),
    imageFileId: z.string().max(40).nullable().default(null),
    openAt: isoTime("openAt"),
    startAt: isoTime("startAt"),
    endAt: isoTime("endAt"),
    /** With a capacity, the event takes sign-ups until the deadline. */
    capacity: intInput("capacity", { min: 1, max: CONTENT_LIMITS.maxCapacity }).nullable().default(null),
    deadlineAt: isoTime("deadlineAt").nullable().default(null),
    ...flags,
  })
  .refine((v) => Date.parse(v.startAt) <= Date.parse(v.endAt), { path: ["endAt"], message: "endAt is before startAt" })
  .refine((v) => Date.parse(v.openAt) <= Date.parse(v.endAt), { path: ["openAt"], message: "openAt is after endAt" })
  .refine((v) => (v.capacity === null) === (v.deadlineAt === null), {
    path: ["deadlineAt"],
    message: "capacity and deadlineAt go together",
  })
  .refine((v) => v.deadlineAt === null || Date.parse(v.deadlineAt) > Date.parse(v.openAt), {
    path: ["deadlineAt"],
    message: "deadlineAt is before openAt",
  });
export type EventWrite = z.input<typeof eventWriteSchema>;
/** Pin or publish (either or both). */
export const contentStateSchema = z
  .object({ pinned: z.boolean().optional(), published: z.boolean().optional() })
  .refine((v) => v.pinned !== undefined || v.published !== undefined, { message: "pinned or published is required" });
export const contentStateResultSchema = z.object({ pinned: z.boolean(), published: z.boolean() });

/** A new terms version (a new document when the id is new); in force from `effectiveDe`. */
export const termsWriteSchema = z.object({
  stplatRegNo: requiredString("stplatRegNo")
    .max(20)
    .regex(/^[A-Z0-9]+$/, "stplatRegNo must be capitals and digits"),
  ver: requiredString("ver")
    .max(10)
    .regex(/^\d+(\.\d+)*$/, "ver must look like 1.2"),
  title: title("title"),
  /** HTML (rich content, decision 379): sanitised before it is stored. */
  content: requiredString("content").max(CONTENT_LIMITS.maxHtml),
  requiredYn: z.enum(["Y", "N"], { error: "requiredYn must be Y or N" }),
  agreeAt: z.enum(TERMS_AGREE_AT, { error: "agreeAt must be JOIN or ORDER" }).default("JOIN"),
  /** YYYY-MM-DD; today when left out. */
  effectiveDe: z.iso.date({ error: "effectiveDe must be YYYY-MM-DD" }).optional(),
});
export type TermsWrite = z.input<typeof termsWriteSchema>;
