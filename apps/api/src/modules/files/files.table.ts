import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files served at the thumbnail address (SPEC §7: FILE_SEQ_NO, FILE_ID). Product label
 * art is generated from the product itself and is not stored here; uploads (review photos) are.
 */
export const files = pgTable(
  "files",
  {
    fileId: text("file_id").notNull(),
    fileSeqNo: integer("file_seq_no").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Who uploaded it (review photos); null for system files. */
    mberNo: text("mber_no").references(() => members.mberNo, { onDelete: "set null" }),
    /** REVIEW_PHOTO | BANNER */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.fileSeqNo] }),
    index("files_member_idx").on(t.mberNo),
    check("files_size_ck", sql`${t.byteSize} > 0`),
  ],
);
