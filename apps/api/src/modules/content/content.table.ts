import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The chain's notices (`/notice`): rich HTML sanitised when stored; pinned ones listed first. */
export const notices = pgTable(
  "notices",
  {
    noticeNo: integer("notice_no").primaryKey().generatedByDefaultAsIdentity(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    published: boolean("published").notNull().default(true),
    /** When it was first published: the list's "newest" order. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index("notices_list_idx").on(t.published, t.pinned, t.publishedAt)],
);

/** Questions and answers (`/faq`); `answer_text` is the answer without its tags, for the search. */
export const faqs = pgTable(
  "faqs",
  {
    faqNo: integer("faq_no").primaryKey().generatedByDefaultAsIdentity(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answerHtml: text("answer_html").notNull(),
    answerText: text("answer_text").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    published: boolean("published").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("faqs_category_idx").on(t.category, t.faqNo)],
);

/**
 * The chain's tastings, classes and store events (`/eventPage`). With a capacity they take sign-ups
 * until `deadline_at`; `signup_count` is moved only together with a row of `event_signups`, by a
 * conditional update, and the check keeps it within the capacity whatever the concurrency.
 */
export const events = pgTable(
  "events",
  {
    eventNo: integer("event_no").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    contentHtml: text("content_html").notNull(),
    place: text("place").notNull(),
    imageFileId: text("image_file_id"),
    openAt: timestamp("open_at", { withTimezone: true }).notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    capacity: integer("capacity"),
    signupCount: integer("signup_count").notNull().default(0),
    pinned: boolean("pinned").notNull().default(false),
    published: boolean("published").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("events_period_idx").on(t.published, t.openAt, t.endAt),
    check(
      "events_signup_count_ck",
      sql`${t.signupCount} >= 0 and (${t.capacity} is null or ${t.signupCount} <= ${t.capacity})`,
    ),
  ],
);

/** One seat per member and event (the primary key); cancelling deletes the row. */
export const eventSignups = pgTable(
  "event_signups",
  {
    eventNo: integer("event_no")
      .notNull()
      .references(() => events.eventNo, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventNo, t.mberNo] }), index("event_signups_member_idx").on(t.mberNo)],
);
