import type { EventStatus, FaqCategory, NoticeCategory } from "@cellar/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { eventSignups, events, faqs, notices } from "./content.table";

export type NoticeRow = {
  noticeNo: number;
  category: NoticeCategory;
  title: string;
  pinned: boolean;
  published: boolean;
  publishedAt: Date | string;
  contentHtml?: string;
};
export type FaqRow = typeof faqs.$inferSelect;
export type EventRow = typeof events.$inferSelect & { signedUp: boolean };
export type NoticeValues = Omit<typeof notices.$inferInsert, "noticeNo" | "createdAt" | "updatedAt" | "publishedAt">;
export type FaqValues = Omit<typeof faqs.$inferInsert, "faqNo" | "createdAt" | "updatedAt">;
export type EventValues = Omit<typeof events.$inferInsert, "eventNo" | "createdAt" | "updatedAt" | "signupCount">;
export type State = { pinned?: boolean; published?: boolean };

// ── notices ───────────────────────────────────────────────────────────────────────────────────────
const noticeColumns = sql`n.notice_no as "noticeNo", n.category, n.title, n.pinned, n.published, n.published_at as "publishedAt"`;

/** One page of published notices (of a category): pinned first, then newest. */
export async function pageNotices(
  db: Queryable,
  category: NoticeCategory | undefined,
  page: { pageNo: number; pageSize: number },
) {
  const where = category ? sql`n.published and n.category = ${category}` : sql`n.published`;
  const [rows, [total]] = await Promise.all([
    queryRows<NoticeRow>(
      db,
      sql`select ${noticeColumns} from notices n where ${where}
        order by n.pinned desc, n.published_at desc, n.notice_no desc
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from notices n where ${where}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findNotice(db: Queryable, noticeNo: number) {
  const [row] = await queryRows<NoticeRow>(
    db,
    sql`select ${noticeColumns}, n.content_html as "contentHtml" from notices n where n.notice_no = ${noticeNo}`,
  );
  return row ?? null;
}

export async function insertNotice(db: Queryable, values: NoticeValues) {
  const [row] = await db.insert(notices).values(values).returning({ noticeNo: notices.noticeNo });
  return row!.noticeNo;
}

/**
 * Rewrites a notice; answers null when there is none. An unpublished notice that is published gets
 * today's date, so it is listed as new.
 */
export async function updateNotice(db: Queryable, noticeNo: number, values: NoticeValues | State) {
  const republished =
    values.published === true
      ? { publishedAt: sql`case when ${notices.published} then ${notices.publishedAt} else now() end` }
      : {};
  const rows = await db
    .update(notices)
    .set({ ...values, ...republished, updatedAt: sql`now()` })
    .where(eq(notices.noticeNo, noticeNo))
    .returning({ pinned: notices.pinned, published: notices.published });
  return rows[0] ?? null;
}

// ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Published FAQs (of a category), pinned first; every word of `words` in the question or the answer. */
export async function listFaqs(db: Queryable, category: FaqCategory | undefined, words: string[]) {
  const conditions: SQL[] = [sql`f.published`];
  if (category) conditions.push(sql`f.category = ${category}`);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(sql`(f.question ilike ${pattern} or f.answer_text ilike ${pattern})`);
  }
  return queryRows<FaqRow>(
    db,
    sql`select f.faq_no as "faqNo", f.category, f.question, f.answer_html as "answerHtml", f.pinned, f.published
      from faqs f where ${sql.join(conditions, sql` and `)}
      order by f.pinned desc, f.faq_no`,
  );
}

export async function findFaq(db: Queryable, faqNo: number) {
  const [row] = await db.select().from(faqs).where(eq(faqs.faqNo, faqNo));
  return row ?? null;
}

export async function insertFaq(db: Queryable, values: FaqValues) {
  const [row] = await db.insert(faqs).values(values).returning();
  return row!;
}

export async function updateFaq(db: Queryable, faqNo: number, values: FaqValues | State) {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqs.faqNo, faqNo))
    .returning();
  return row ?? null;
}

// ── events ────────────────────────────────────────────────────────────────────────────────────────
const eventColumns = (mberNo: string | null) => sql`e.event_no as "eventNo", e.kind, e.title, e.summary,
  e.content_html as "contentHtml", e.place, e.image_file_id as "imageFileId", e.open_at as "openAt",
  e.start_at as "startAt", e.end_at as "endAt", e.deadline_at as "deadlineAt", e.capacity,
  e.signup_count as "signupCount", e.pinned, e.published,
  ${mberNo ? sql`exists (select 1 from event_signups s where s.event_no = e.event_no and s.mber_no = ${mberNo})` : sql`false`} as "signedUp"`;

const STATUS_WHERE: Record<EventStatus, (now: Date) => SQL> = {
  OPEN: (now) => sql`e.open_at <= ${now} and e.end_at >= ${now}`,
  UPCOMING: (now) => sql`e.open_at > ${now}`,
  CLOSED: (now) => sql`e.end_at < ${now}`,
};
const STATUS_ORDER: Record<EventStatus, SQL> = {
  OPEN: sql`e.pinned desc, e.start_at, e.event_no`,
  UPCOMING: sql`e.pinned desc, e.open_at, e.event_no`,
  CLOSED: sql`e.end_at desc, e.event_no desc`,
};

/** One page of published events of a status at `now` (with the member's seat). */
export async function pageEvents(
  db: Queryable,
  status: EventStatus,
  now: Date,
  page: { pageNo: number; pageSize: number },
  mberNo: string | null,
) {
  const where = sql`e.published and ${STATUS_WHERE[status](now)}`;
  const [rows, [total]] = await Promise.all([
    queryRows<EventRow>(
      db,
      sql`select ${eventColumns(mberNo)} from events e where ${where} order by ${STATUS_ORDER[status]}
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from events e where ${where}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findEvent(db: Queryable, eventNo: number, mberNo: string | null) {
  const [row] = await queryRows<EventRow>(
    db,
    sql`select ${eventColumns(mberNo)} from events e where e.event_no = ${eventNo}`,
  );
  return row ?? null;
}

export async function insertEvent(db: Queryable, values: EventValues) {
  const [row] = await db.insert(events).values(values).returning({ eventNo: events.eventNo });
  return row!.eventNo;
}

/**
 * Rewrites an event; a capacity below its sign-ups breaks the check constraint (the caller checks
 * first, under the row lock). Answers null when there is no such event.
 */
export async function updateEvent(db: Queryable, eventNo: number, values: EventValues | State) {
  const rows = await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.eventNo, eventNo))
    .returning({ pinned: events.pinned, published: events.published });
  return rows[0] ?? null;
}

/** The event's sign-up count under a row lock (store-side edits of the capacity). */
export async function lockEventCount(db: Queryable, eventNo: number) {
  const [row] = await queryRows<{ signupCount: number }>(
    db,
    sql`select signup_count as "signupCount" from events where event_no = ${eventNo} for update`,
  );
  return row ?? null;
}

/**
 * The member's seat: inserted unless they have one (the primary key decides between parallel
 * requests of one member). Answers whether a row was inserted.
 */
export async function insertSignup(db: Queryable, eventNo: number, mberNo: string) {
  const rows = await db
    .insert(eventSignups)
    .values({ eventNo, mberNo })
    .onConflictDoNothing()
    .returning({ eventNo: eventSignups.eventNo });
  return rows.length > 0;
}

/**
 * Takes a seat: one conditional update, which PostgreSQL re-checks on the row after any parallel
 * update commits, so the count never passes the capacity. Answers false when it is full or the
 * sign-up is not open at `now`.
 */
export async function takeSeat(db: Queryable, eventNo: number, now: Date) {
  const rows = await queryRows<{ signupCount: number }>(
    db,
    sql`update events set signup_count = signup_count + 1
      where event_no = ${eventNo} and capacity is not null and signup_count < capacity
        and open_at <= ${now} and deadline_at > ${now}
      returning signup_count as "signupCount"`,
  );
  return rows.length > 0;
}

/** Deletes the member's seat; answers whether there was one. */
export async function deleteSignup(db: Queryable, eventNo: number, mberNo: string) {
  const rows = await db
    .delete(eventSignups)
    .where(and(eq(eventSignups.eventNo, eventNo), eq(eventSignups.mberNo, mberNo)))
    .returning({ eventNo: eventSignups.eventNo });
  return rows.length > 0;
}

export async function freeSeat(db: Queryable, eventNo: number) {
  await db.execute(sql`update events set signup_count = signup_count - 1 where event_no = ${eventNo}`);
}
