import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The sandbox push provider's outbox (decision 391): every push it was asked to send, with the
 * device token it went to. Real providers would be called instead; tests read what was sent here.
 */
export const pushMessages = pgTable(
  "push_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    pushToken: text("push_token").notNull(),
    mberNo: text("mber_no").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_messages_member_idx").on(t.mberNo, t.sentAt)],
);
