import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";
import { products } from "../products";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => members.mberNo, { onDelete: "cascade" });

/** Community posts on the drink, love and play boards (docs/decisions/385). */
export const communityPosts = pgTable(
  "community_posts",
  {
    postNo: text("post_no").primaryKey(),
    /** drink | love | play */
    board: text("board").notNull(),
    mberNo: member("mber_no"),
    /** Plain text, never HTML. */
    text: text("text").notNull(),
    /** Rating 1–5 of the bottle (drink board). */
    rating: integer("rating"),
    tastingWords: text("tasting_words").array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    /** VISIBLE | HIDDEN (3+ reports, waiting for a manager) | REMOVED (by a manager). */
    status: text("status").notNull().default("VISIBLE"),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    index("community_posts_board_new_idx").on(t.board, t.status, t.createdAt),
    index("community_posts_board_popular_idx").on(t.board, t.status, t.likeCount, t.createdAt),
    index("community_posts_member_idx").on(t.mberNo),
    check("community_posts_rating_ck", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("community_posts_like_count_ck", sql`${t.likeCount} >= 0`),
  ],
);

const post = (name: string) =>
  text(name)
    .notNull()
    .references(() => communityPosts.postNo, { onDelete: "cascade" });

/** Catalogue bottles linked from a post, in order. */
export const communityPostProducts = pgTable(
  "community_post_products",
  {
    postNo: post("post_no"),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    sortOrdr: integer("sort_ordr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postNo, t.itemCd] })],
);

/** Photos, resized on upload (photo and thumbnail, JPEG without metadata); postNo null until attached. */
export const communityPhotos = pgTable(
  "community_photos",
  {
    fileId: text("file_id").primaryKey(),
    mberNo: member("mber_no"),
    postNo: text("post_no").references(() => communityPosts.postNo, { onDelete: "cascade" }),
    sortOrdr: integer("sort_ordr").notNull().default(0),
    bytes: bytea("bytes").notNull(),
    thumbBytes: bytea("thumb_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: at("created_at"),
  },
  (t) => [index("community_photos_post_idx").on(t.postNo), index("community_photos_member_idx").on(t.mberNo)],
);

/** One like per member and post: the key makes parallel likes count once. */
export const communityLikes = pgTable(
  "community_likes",
  { postNo: post("post_no"), mberNo: member("mber_no"), createdAt: at("created_at") },
  (t) => [primaryKey({ columns: [t.postNo, t.mberNo] })],
);

/** Comments and (one level of) replies; a deleted comment with replies stays as a marker. */
export const communityComments = pgTable(
  "community_comments",
  {
    commentNo: text("comment_no").primaryKey(),
    postNo: post("post_no"),
    parentNo: text("parent_no"),
    mberNo: member("mber_no"),
    content: text("content").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [index("community_comments_post_idx").on(t.postNo, t.createdAt)],
);

/** The poll of a play post. */
export const communityPolls = pgTable("community_polls", {
  postNo: text("post_no")
    .primaryKey()
    .references(() => communityPosts.postNo, { onDelete: "cascade" }),
  question: text("question").notNull(),
  closesAt: timestamp("closes_at", { withTimezone: true }),
});

export const communityPollOptions = pgTable(
  "community_poll_options",
  { postNo: post("post_no"), optionNo: integer("option_no").notNull(), label: text("label").notNull() },
  (t) => [primaryKey({ columns: [t.postNo, t.optionNo] })],
);

/** One answer per member and poll: the key makes parallel answers count once. */
export const communityPollAnswers = pgTable(
  "community_poll_answers",
  {
    postNo: post("post_no"),
    mberNo: member("mber_no"),
    optionNo: integer("option_no").notNull(),
    createdAt: at("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.postNo, t.mberNo] }),
    index("community_poll_answers_option_idx").on(t.postNo, t.optionNo),
  ],
);

/** Reports of a post, a comment or a member; one per reporter and target. */
export const communityReports = pgTable(
  "community_reports",
  {
    /** post | comment | member */
    targetType: text("target_type").notNull(),
    targetNo: text("target_no").notNull(),
    mberNo: member("mber_no"),
    reasonCd: text("reason_cd").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: at("created_at"),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetNo, t.mberNo] })],
);

/** Members a member blocked: their posts and comments are hidden from the blocker. */
export const communityBlocks = pgTable(
  "community_blocks",
  { mberNo: member("mber_no"), blockedMberNo: member("blocked_mber_no"), createdAt: at("created_at") },
  (t) => [primaryKey({ columns: [t.mberNo, t.blockedMberNo] })],
);

/** Posting and commenting events, counted in a sliding window (rate limit across instances). */
export const communityActions = pgTable(
  "community_actions",
  { mberNo: member("mber_no"), kind: text("kind").notNull(), createdAt: at("created_at") },
  (t) => [index("community_actions_member_idx").on(t.mberNo, t.kind, t.createdAt)],
);
