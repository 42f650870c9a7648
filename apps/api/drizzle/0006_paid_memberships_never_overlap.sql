-- Two paid-membership periods of one member never overlap (issue 18): the use-case grants a year
-- under the member's row lock, and the database refuses an overlap whatever the code does.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "paid_memberships" ADD CONSTRAINT "paid_memberships_no_overlap_ex"
  EXCLUDE USING gist ("mber_no" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
